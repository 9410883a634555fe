# Writes a C++ source holding the twelve piece drawings of this folder, for
# src/io/piece_drawings.h: of each file the group inside its <svg> element,
# without the group's id (twelve drawings stand in one diagram). Included by
# CMakeLists.txt at configure time; a changed drawing configures anew.
function(feerie_embed_pieces output)
  set(folder ${CMAKE_CURRENT_FUNCTION_LIST_DIR})
  set(entries "")
  foreach(side white black)
    foreach(piece Pawn Knight Bishop Rook Queen King)  # the order of PieceType
      set(file ${folder}/${side}${piece}.svg)
      set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${file})
      file(READ ${file} text)
      string(REGEX REPLACE "^.*<svg[^>]*>[ \t\r\n]*" "" text "${text}")
      string(REGEX REPLACE "[ \t\r\n]*</svg>.*$" "" text "${text}")
      string(REPLACE " id=\"surface0\"" "" text "${text}")
      string(APPEND entries "    R\"svg(${text})svg\",\n")
    endforeach()
  endforeach()
  set(source "// Made by src/io/pieces/embed_pieces.cmake from src/io/pieces/*.svg (LICENSE there).
#include \"io/piece_drawings.h\"

#include <array>

namespace feerie {

namespace {

// White's six, then Black's, each in the order of PieceType.
constexpr std::array<std::string_view, 12> Drawings = {
${entries}};

}  // namespace

std::string_view piece_drawing(Side side, PieceType type) {
  return Drawings[index(side) * 6 + index(type) - index(PieceType::Pawn)];
}

}  // namespace feerie
")
  set(old "")
  if(EXISTS ${output})
    file(READ ${output} old)
  endif()
  if(NOT old STREQUAL source)
    file(WRITE ${output} "${source}")
  endif()
endfunction()
