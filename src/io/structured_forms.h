// The structured stipulations that are forms Feerie solves: each tree that
// says the same as a stipulation of the traditional kind becomes that
// Stipulation, with the side to move as written and Popeye's text of the
// structured form. Any other tree is refused, naming what it holds.
//
//   (2n-1)a[G]d      #n        (2n)ad[G]        s#n
//   (2n-2)da[G]      #n after the key (PostKeyPlay), with '-'
//   (2n-1)d[G]a      s#n after the key, with '-'
//   (2n)hh[G]        h#n       (2n+1)h[G]h      h#n.5
//   ns[G]            ser-#n    ns[1h[G]h]       ser-h#n (also ns[1a[G]d])
//   ns[1d[G]a]       ser-s#n
#pragma once

#include <optional>
#include <string>

#include "io/structured_stipulation.h"
#include "solve/stipulation.h"

namespace feerie {

// nullopt with `error` set ("... is not supported") for the other trees.
std::optional<Stipulation> stipulation_of(const StructuredStipulation& structured, LanguageId language,
                                          std::string& error);

}  // namespace feerie
