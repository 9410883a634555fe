#include "rules/registry.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/words.h"
#include "rules/amu/amu.h"
#include "rules/anda/anda.h"
#include "rules/andernach/andernach.h"
#include "rules/annan/annan.h"
#include "rules/back_home/back_home.h"
#include "rules/bgl/bgl.h"
#include "rules/bicaptures/bicaptures.h"
#include "rules/bicolores/bicolores.h"
#include "rules/bolero/bolero.h"
#include "rules/breton/breton.h"
#include "rules/brunner/brunner.h"
#include "rules/cast/cast.h"
#include "rules/castling_chess/castling_chess.h"
#include "rules/central/central.h"
#include "rules/changeable/changeable_chess.h"
#include "rules/changeable/rex_multiplex.h"
#include "rules/checkless/checkless_chess.h"
#include "rules/chromatic/chromatic.h"
#include "rules/circe/variant_words.h"
#include "rules/danger_circe/danger_circe.h"
#include "rules/degradierung/degradierung.h"
#include "rules/disparate/disparate.h"
#include "rules/dister/dister.h"
#include "rules/duellists/duellists.h"
#include "rules/dynasty/royal_dynasty.h"
#include "rules/edge_mover/edge_mover.h"
#include "rules/einstein/einstein_chess.h"
#include "rules/exclusive/exclusive_chess.h"
#include "rules/flight_mates/flight_mates.h"
#include "rules/football/football.h"
#include "rules/frankfurt/frankfurt.h"
#include "rules/fuddled_men/fuddled_men.h"
#include "rules/functionary/functionary.h"
#include "rules/geneva/geneva.h"
#include "rules/ghosts/ghost_chess.h"
#include "rules/grid/grid_chess.h"
#include "rules/holes/holes.h"
#include "rules/imitator/imitator.h"
#include "rules/immun/immun.h"
#include "rules/in_chess/in_chess.h"
#include "rules/influencer/influencer.h"
#include "rules/kobul/kobul_kings.h"
#include "rules/koeko/koeko.h"
#include "rules/lese_majeste/lese_majeste.h"
#include "rules/lost_pieces/lost_pieces.h"
#include "rules/magic_squares/magic_squares.h"
#include "rules/make_take/make_take.h"
#include "rules/mars/mars_circe.h"
#include "rules/mars/plus_chess.h"
#include "rules/masand/masand.h"
#include "rules/messigny/messigny.h"
#include "rules/multi_captures/multi_captures.h"
#include "rules/mummer/mummer.h"
#include "rules/no_capture/no_capture.h"
#include "rules/paralysis/paralysis_conditions.h"
#include "rules/patrol/patrol.h"
#include "rules/pepo/pepo.h"
#include "rules/point_reflection/point_reflection.h"
#include "rules/prom_only/prom_only.h"
#include "rules/provocation/provocation.h"
#include "rules/role_exchange/role_exchange.h"
#include "rules/sat/sat.h"
#include "rules/sentinelles/sentinelles.h"
#include "rules/single_box/single_box.h"
#include "rules/snek/snek.h"
#include "rules/standard_walks/standard_walks.h"
#include "rules/superguards/superguards.h"
#include "rules/swapping_kings/oscillating_kings.h"
#include "rules/swapping_kings/swapping_kings.h"
#include "rules/take_make/take_make.h"
#include "rules/transmuting_kings/transmuting_kings.h"
#include "rules/ultra_schach_zwang/ultra_schach_zwang.h"
#include "rules/volage/volage.h"
#include "rules/woozles/woozles.h"
#include "rules/wormholes/wormholes.h"

namespace feerie {

bool ConditionWords::accept(std::initializer_list<std::string_view> keywords) {
  if (done()) return false;
  for (const std::string_view keyword : keywords) {
    if (equal_ignoring_case(peek(), keyword)) {
      ++next_;
      return true;
    }
  }
  return false;
}

bool ConditionWords::accept_rex_inclusive() {
  // Popeye reads any beginning of the word that no other variant shares:
  // from "RexI" on ("rexi", "RexInkl", "RexInclus").
  if (done() || peek().size() < 4) return false;
  const std::string_view word = peek();
  for (const std::string_view spelling : {"RexInclusive", "RexInklusive", "RexInclusif"})
    if (word.size() <= spelling.size() && equal_ignoring_case(word, spelling.substr(0, word.size()))) {
      ++next_;
      return true;
    }
  return false;
}

Bitboard ConditionWords::take_square_word(std::string_view condition, std::string_view what, std::string_view example) {
  const auto refuse = [&](const std::string& found) {
    throw ConditionError(std::string(condition) + ": expected the " + std::string(what) + " in one word (e.g. " +
                         std::string(example) + ")" + (found.empty() ? std::string() : ", found '" + found + "'"));
  };
  if (done()) refuse("");
  const std::string_view word = peek();
  if (word.empty() || word.size() % 2 != 0) refuse(std::string(word));
  Bitboard squares = 0;
  for (std::size_t i = 0; i < word.size(); i += 2) {
    const Square square = parse_square(word.substr(i, 2));
    if (square == NoSquare) refuse(std::string(word));
    squares |= square_bb(square);
  }
  take();
  return squares;
}

const std::vector<ConditionEntry>& condition_entries() {
  // One line per keyword; each factory reads its own modifiers.
  static const std::vector<ConditionEntry> entries = with_mummers(with_circe_family({
      {{"Circe"}, "Circe", make_circe},
      {{"CageCirce", "KaefigCirce"}, "Circe", make_cage_circe},
      {{"SuperCirce"}, "Circe", make_super_circe},
      {{"AprilChess", "Aprilschach", "EchecsAvril"},
       "Circe",
       make_april_chess,
       {"B"},
       ConditionEntry::Following::PieceCodes},
      {{"ParrainCirce", "CirceParrain", "Parrain"}, "Circe", make_parrain_circe},
      {{"ContraParrain", "KontraParrain"}, "Circe", make_contra_parrain},
      {{"AtomicCirce", "Atomcirce"}, "Circe", make_atomic_circe},
      {{"CirceTake&Make"}, "Circe", make_take_make_circe},
      {{"Eiffel", "EiffelChess", "EiffelSchach", "EchecsEiffel"}, "Eiffel", make_eiffel},
      {{"Madrasi"}, "Madrasi", make_madrasi},
      {{"Leffie"}, "Leffie", make_leffie},
      {{"Isardam"}, "Isardam", make_isardam},
      {{"ChangeableChess", "Wandelschach"}, "ChangeableChess", make_changeable_chess},
      {{"RexMultiplex"}, "RexMultiplex", [](ConditionWords&) { return std::make_unique<RexMultiplex>(); }},
      {{"AndernachChess", "Andernach", "AndernachSchach", "EchecsAndernach"}, "Andernach", make_andernach},
      {{"Volage"}, "Volage", make_volage},
      {{"Hypervolage"}, "Volage", make_hypervolage},
      {{"AntiAndernachChess", "AntiAndernach", "AntiAndernachSchach", "EchecsAntiAndernach"},
       "AntiAndernach",
       make_anti_andernach},
      {{"Tibet", "TibetSchach"}, "Andernach", make_tibet},
      {{"DoubleTibet", "DoppeltibetSchach"}, "Andernach", make_double_tibet},
      {{"ChecklessChess", "Ohneschach", "SansEchecs"}, "ChecklessChess", make_checkless_chess},
      {{"ExclusiveChess", "ExklusivSchach", "EchecsExclusif"}, "ExclusiveChess", make_exclusive_chess},
      {{"CastlingChess", "RochadeSchach", "EchecsRoque"}, "CastlingChess", make_castling_chess},
      {{"Anda"}, "Anda", make_anda},
      {{"MonochromChess", "MonochromesSchach", "Monochromatique"}, "MonochromChess", make_monochrome_chess},
      {{"BichromChess", "BichromesSchach", "Bichromatique"}, "BichromChess", make_bichrome_chess},
      {{"AndaInverse", "AndaInvers"}, "Anda", make_anda_inverse},
      {{"Rokagogo"}, "CastlingChess", make_rokagogo},
      {{"HalfInChess"}, "InChess", make_half_in_chess},
      {{"Bicaptures"}, "Bicaptures", make_bicaptures},
      {{"Pepo"}, "Pepo", make_pepo},
      {{"ProvocationChess", "ProvokationSchach", "EchecsProvacateurs"}, "ProvocationChess", make_provocation_chess},
      {{"BackHome", "NachHause", "Retour"}, "BackHome", make_back_home},
      {{"LostPieces", "VerloreneSteine", "PiecesPerdues"}, "LostPieces", make_lost_pieces},
      {{"AllInChess"}, "InChess", make_all_in_chess},
      {{"MainlyInChess"}, "InChess", make_mainly_in_chess},
      {{"GridChess", "Gitterschach", "Grille"}, "GridChess", make_grid_chess},
      {{"MagicSquares", "MagischeFelder", "CaseMagique"}, "MagicSquares", make_magic_squares, {"e4"}},
      {{"Take&MakeChess", "Take&Make", "Take&MakeSchach", "Take&MakeEchecs"}, "Take&Make", make_take_and_make},
      {{"Make&TakeChess", "Make&Take", "Make&TakeSchach", "Make&TakeEchecs"}, "Make&Take", make_make_and_take},
      {{"KoeKo", "Koeko"}, "KoeKo", make_koeko},
      {{"NewKoeko", "NeuKoeko", "KoekoNouveaux"}, "KoeKo", make_new_koeko},
      {{"AntiKoeko"}, "KoeKo", make_anti_koeko},
      {{"Patrouille", "PatrouilleSchach"}, "Patrouille", make_patrol},
      {{"Lortap", "Elliuortap"}, "Lortap", make_lortap},
      {{"UltraPatrol", "UltraPatrouille"}, "UltraPatrol", make_ultra_patrol},
      {{"FunctionaryChess", "BeamtenSchach", "EchecsFonctionnaire"}, "FunctionaryChess", make_functionary_chess},
      {{"NoCapture", "Ohneschlag", "SansPrises"}, "NoCapture", make_no_capture},
      {{"NoWhiteCapture", "WeisserOhneSchlag", "BlancSansPrises"}, "NoWhiteCapture", make_no_white_capture},
      {{"NoBlackCapture", "SchwarzerOhneSchlag", "NoirSansPrises"}, "NoBlackCapture", make_no_black_capture},
      {{"SingleBox", "NurPartiesatzSteine"}, "SingleBox", make_single_box},
      {{"Wormholes", "Wurmloecher", "TrousDeVer"}, "Wormholes", make_wormholes, {"e4"}},
      {{"MarsCirce"}, "MarsCirce", make_mars_circe},
      {{"MarsMirrorCirce", "MarsSpiegelCirce", "MarsCirceMalefique"}, "MarsCirce", make_mars_mirror_circe},
      {{"AntiMarsCirce"}, "AntiMarsCirce", make_anti_mars_circe},
      {{"AntiMarsMirrorCirce", "AntiMarsMalefiqueCirce"}, "AntiMarsCirce", make_anti_mars_mirror_circe},
      {{"AntiMarsAntipodeanCirce"}, "AntiMarsCirce", make_anti_mars_antipodean_circe},
      {{"PhantomChess", "PhantomSchach", "EchecsPhantom"}, "PhantomChess", make_phantom_chess},
      {{"PlusChess", "PlusSchach", "EchecsPlus"}, "PlusChess", make_plus_chess},
      {{"AnnanChess", "Annanschach", "AnnanEchecs"}, "AnnanChess", make_annan_chess},
      {{"NannaChess", "Nannaschach"}, "NannaChess", make_nanna_chess},
      {{"FaceToFace", "AngesichtZuAngesicht", "FaceAFace"}, "FaceToFace", make_face_to_face},
      {{"BackToBack", "RueckenAnRuecken", "DosADos"}, "BackToBack", make_back_to_back},
      {{"CheekToCheek", "WangeAnWange", "JoueAJoue"}, "CheekToCheek", make_cheek_to_cheek},
      {{"SAT"}, "SAT", make_sat},
      {{"StrictSAT"}, "StrictSAT", make_strict_sat},
      {{"BGL"}, "BGL", make_bgl, {"5"}},
      {{"Breton"}, "Breton", make_breton},
      {{"Masand"}, "Masand", make_masand},
      {{"MasandGeneralised", "MasandVerallgemeinert", "MasandGeneralise"}, "Masand", make_masand_generalised},
      {{"Imitator"}, "Imitator", make_imitator, {"b6"}},
      {{"NoIProm", "OhneIUW"}, "NoIProm", make_no_imitator_promotion},
      {{"TransmutedKings", "TransmutierendeKoenige", "RoisTransmutes"}, "TransmutedKings", make_transmuted_kings},
      {{"WhiteTransmutedKing", "WeisserTransmutierenderKoenig", "BlancRoiTransmute"},
       "WhiteTransmutedKing",
       make_white_transmuted_king},
      {{"BlackTransmutedKing", "SchwarzerTransmutierenderKoenig", "NoirRoiTransmute"},
       "BlackTransmutedKing",
       make_black_transmuted_king},
      {{"ReflectiveKings", "ReflektierendeKoenige", "RoisReflecteurs"}, "TransmutedKings", make_reflective_kings},
      {{"WhiteReflectiveKing", "WeisserReflektierenderKoenig", "BlancRoiReflecteur"},
       "WhiteTransmutedKing",
       make_white_reflective_king},
      {{"BlackReflectiveKing", "SchwarzerReflektierenderKoenig", "NoirRoiReflecteur"},
       "BlackTransmutedKing",
       make_black_reflective_king},
      {{"VaultingKings"}, "TransmutedKings", make_vaulting_kings, {}, ConditionEntry::Following::PieceCodes},
      {{"WhiteVaultingKing", "WeisserVaultingKing", "BlancVaultingKing"},
       "WhiteTransmutedKing",
       make_white_vaulting_king,
       {},
       ConditionEntry::Following::PieceCodes},
      {{"BlackVaultingKing", "SchwarzerVaultingKing", "NoirVaultingKing"},
       "BlackTransmutedKing",
       make_black_vaulting_king,
       {},
       ConditionEntry::Following::PieceCodes},
      {{"KobulKings", "KobulKoenige", "RoisKobul"}, "KobulKings", make_kobul_kings},
      {{"SwappingKings", "TauschKoenige", "RoisEchanges"}, "SwappingKings", make_swapping_kings},
      {{"WhiteOscillatingKings", "WeisseOszillierendeKoenige", "BlancRoisOscillant"},
       "WhiteOscillatingKings",
       make_white_oscillating_kings},
      {{"BlackOscillatingKings", "SchwarzeOszillierendeKoenige", "NoirRoisOscillant"},
       "BlackOscillatingKings",
       make_black_oscillating_kings},
      {{"RoyalDynasty", "KoenigsDynastie", "DynastieRoyale"}, "RoyalDynasty", make_royal_dynasty},
      {{"WhiteSuperTransmutingKing", "WeisserSuperTransmutierenderKoenig", "BlancSuperRoiTransmute"},
       "WhiteTransmutedKing",
       make_white_supertransmuting_king},
      {{"BlackSuperTransmutingKing", "SchwarzerSuperTransmutierenderKoenig", "NoirSuperRoiTransmute"},
       "BlackTransmutedKing",
       make_black_supertransmuting_king},
      {{"Hole", "Loch", "Trou"}, "Hole", make_hole, {"d4"}},
      {{"HaanerChess", "HaanerSchach", "Haan"}, "HaanerChess", make_haaner_chess},
      {{"BlackEdgeMover", "SchwarzerRandzueger", "NoirBordCoup"}, "BlackEdgeMover", make_black_edge_mover},
      {{"WhiteEdgeMover", "WeisserRandzueger", "BlancBordCoup"}, "WhiteEdgeMover", make_white_edge_mover},
      {{"BlackMaxDister", "SchwarzerMaxDister", "NoirMaxDister"}, "BlackDister", make_black_max_dister, {"e5b8"}},
      {{"BlackMinDister", "SchwarzerMinDister", "NoirMinDister"}, "BlackDister", make_black_min_dister, {"e5b8"}},
      {{"WhiteMaxDister", "WeisserMaxDister", "BlancMaxDister"}, "WhiteDister", make_white_max_dister, {"e5b8"}},
      {{"WhiteMinDister", "WeisserMinDister", "BlancMinDister"}, "WhiteDister", make_white_min_dister, {"e5b8"}},
      {{"CentralChess", "ZentralSchach", "EchecsCentral"}, "CentralChess", make_central_chess},
      {{"Woozles"}, "Woozles", make_woozles},
      {{"BiWoozles"}, "Woozles", make_bi_woozles},
      {{"Heffalumps"}, "Woozles", make_heffalumps},
      {{"BiHeffalumps"}, "Woozles", make_bi_heffalumps},
      {{"BlackUltraSchachZwang", "SchwarzerUltraSchachZwang", "NoirUltraSchachZwang"},
       "BlackUltraSchachZwang",
       make_black_ultra_schach_zwang},
      {{"WhiteUltraSchachZwang", "WeisserUltraSchachZwang", "BlancUltraSchachZwang"},
       "WhiteUltraSchachZwang",
       make_white_ultra_schach_zwang},
      {{"UltraSchachZwang"}, "UltraSchachZwang", make_ultra_schach_zwang},
      {{"CavalierMajeur"}, "CavalierMajeur", make_cavalier_majeur},
      {{"ArgentinianChess", "ArgentinischesSchach", "EchecsArgentins"}, "ArgentinianChess", make_argentinian_chess},
      {{"EinsteinChess", "EinsteinSchach", "EchecsEinstein"}, "EinsteinChess", make_einstein_chess},
      {{"ReversalEinsteinChess", "ReversesEinsteinSchach", "ReversEchecsEinstein"},
       "EinsteinChess",
       make_reversal_einstein_chess},
      {{"AntiEinsteinChess", "AntiEinsteinSchach", "EchecsAntiEinstein"}, "EinsteinChess", make_anti_einstein_chess},
      {{"RelegationChess", "Degradierung"}, "RelegationChess", make_degradierung},
      {{"Football", "Fussball"}, "Football", make_football, {"R"}, ConditionEntry::Following::PieceCodes},
      {{"PromOnly", "UWnur", "PromSeul"}, "PromOnly", make_prom_only, {"Q"}, ConditionEntry::Following::PieceCodes},
      {{"SnekChess", "SnekSchach", "EchecsSnek"}, "SnekChess", make_snek},
      {{"SnekCircleChess", "SnekZirkulaerSchach", "EchecsSnekCirculaires"}, "SnekChess", make_snek_circle},
      {{"RoleExchange", "Rollentausch", "EchangeRole"}, "RoleExchange", make_role_exchange},
      {{"PointReflection", "Punktspiegelung", "ReflexionCentrale"}, "PointReflection", make_point_reflection},
      {{"Bolero"}, "Bolero", make_bolero},
      {{"BoleroInverse", "BoleroInvers"}, "Bolero", make_bolero_inverse},
      {{"Disparate"}, "Disparate", make_disparate},
      {{"DuellistChess", "Duellantenschach", "Duelliste"}, "DuellistChess", make_duellists},
      {{"AMU"}, "AMU", make_amu},
      {{"BrunnerChess", "BrunnerSchach", "EchecsBrunner"}, "BrunnerChess", make_brunner},
      {{"FuddledMen"}, "FuddledMen", make_fuddled_men},
      {{"MAFF"}, "MAFF", make_maff},
      {{"OWU"}, "OWU", make_owu},
      {{"Bicolores"}, "Bicolores", make_bicolores},
      {{"MessignyChess", "MessignySchach", "EchecsMessigny"}, "MessignyChess", make_messigny},
      {{"LeseMajeste"}, "LeseMajeste", make_lese_majeste},
      {{"Sentinelles"}, "Sentinelles", make_sentinelles},
      {{"GenevaChess", "GenferSchach", "EchecsGeneve"}, "GenevaChess", make_geneva},
      {{"SuperGuards", "SuperDeckungen", "Supergardes"}, "SuperGuards", make_superguards},
      {{"AntiGuards", "AntiDeckungen", "Antigardes"}, "SuperGuards", make_antiguards},
      {{"ImmunChess", "Immunschach", "Immun"}, "ImmunChess", make_immun_chess},
      {{"GhostChess", "Geisterschach", "EchecsGhost"}, "GhostChess", make_ghost_chess},
      {{"HauntedChess", "Spukschach", "EchecsHantes"}, "GhostChess", make_haunted_chess},
      {{"FrankfurtChess", "FrankfurtSchach", "Francfort"}, "FrankfurtChess", make_frankfurt_chess},
      {{"DangerCirce", "GefahrenCirce", "CirceDanger"}, "DangerCirce", make_danger_circe},
      {{"MultiCaptures"}, "MultiCaptures", make_multi_captures},
      {{"CASTChess", "CASTSchach", "CASTEchecs"}, "CASTChess", make_cast_chess},
      {{"Influencer", "Influencer", "Influenceur"}, "Influencer", make_influencer},
  }));
  return entries;
}

bool takes_next_word(std::string_view word) { return is_neighbour_word(word); }

namespace {

bool entry_followed_by(std::string_view word, ConditionEntry::Following following) {
  for (const ConditionEntry& entry : condition_entries())
    if (entry.following == following)
      for (const std::string_view name : entry.names)
        if (equal_ignoring_case(word, name)) return true;
  return false;
}

}  // namespace

// The Circe variant April ("Circe April S B") too.
bool takes_piece_codes(std::string_view word) {
  return is_circe_variant_spelling(word, "April") || entry_followed_by(word, ConditionEntry::Following::PieceCodes);
}

// The Circe variant Chameleon ("Circe Chameleon Q S B R") too.
bool takes_chameleon_sequence(std::string_view word) {
  return is_circe_variant_spelling(word, "Chameleon") ||
         entry_followed_by(word, ConditionEntry::Following::ChameleonSequence);
}

const std::vector<ExclusiveFamilies>& exclusive_families() {
  // The combinations that are input errors, beyond two variants of one family.
  static const std::vector<ExclusiveFamilies> table = {
      {{"Eiffel", "Madrasi", "Isardam"}, "both decide which observations paralyse or are illegal"},
      {{"AntiCirce", "AtomicCirce", "Take&Make", "Eiffel", "Madrasi", "Leffie", "Isardam"},
       "Feerie does not judge the contact of a capturer that a rule moves or removes, nor of an observation that "
       "paralyses or is illegal",
       {"KoeKo"}},
      {{"Eiffel", "Madrasi", "Leffie", "Isardam", "KoeKo"},
       "Feerie does not judge by support the observations that paralyse, are illegal or give contact",
       {"Patrouille", "Lortap", "UltraPatrol"}},
      // Popeye combines them; Feerie's paralysis does not yet see the grid.
      {{"Eiffel", "Madrasi", "Isardam", "Leffie"},
       "the grid's effect on observations that paralyse is not supported",
       {"GridChess"}},
      // Two effects after the move on one piece: their order is Popeye's, not yet Feerie's.
      {{"MagicSquares"}, "rebirths on magic squares are not supported", {"Circe"}},
      {{"Andernach", "AntiAndernach"}, "two colour changes of one move are not supported", {"MagicSquares"}},
      {{"MagicSquares", "Take&Make"}, "a capture's step onto a magic square is not supported"},
      {{"MagicSquares", "ChangeableChess"}, "a change of type beside a change of colour is not supported"},
      // Popeye changes no colour on magic squares beside Rex Multiplex.
      {{"MagicSquares", "RexMultiplex"}, "magic squares beside Rex Multiplex are not supported"},
      // Popeye refuses AntiCirce beside SingleBox Type1.
      {{"SingleBox", "AntiCirce"}, "AntiCirce beside SingleBox is not supported (as in Popeye)"},
      // Popeye measures a Take&Make move from its departure to where its step ends.
      {{"GridChess", "Take&Make"}, "the grid beside a capture's step is not supported"},
      // Both carry their choice in Move::choice_square (the step, the rebirth square).
      {{"Take&Make"}, "Take&Make chess beside Circe Take&Make is not supported", {"Circe Take&Make"}},
      {{"Take&Make"}, "Take&Make chess beside Circe Super is not supported", {"Circe Super"}},
      // Popeye refuses them together: each decides where a piece's moves start.
      {{"PhantomChess", "PlusChess"}, "both decide where a piece's moves start (as Popeye)"},
      {{"PhantomChess", "PlusChess"},
       "both decide where a piece's moves start (as Popeye)",
       {"MarsCirce", "AntiMarsCirce"}},
      // Conditions whose play beside moves that start elsewhere Feerie does
      // not define: rebirths and explosions found from a move's vector or a
      // capturer, a grid or a length measured along the move, observations
      // validated on a board of their own, type and colour changes.
      {{"AntiCirce", "AtomicCirce",     "Circe Cage",   "Circe Parrain",   "ContraParrain", "Leffie",
        "Isardam",   "ChangeableChess", "RexMultiplex", "Andernach",       "AntiAndernach", "ChecklessChess",
        "GridChess", "MagicSquares",    "Take&Make",    "Circe Take&Make", "Make&Take",     "Wormholes",
        "KoeKo",     "SingleBox",       "BlackMummer",  "WhiteMummer",     "Circe Super"},
       "moves that start elsewhere than the piece's square are not supported beside it",
       {"MarsCirce", "AntiMarsCirce", "PhantomChess", "PlusChess"}},
      // Each gives a piece the walk of a neighbour: Popeye lets the last one
      // given win, Feerie does not define two.
      {{"AnnanChess", "NannaChess", "FaceToFace", "BackToBack", "CheekToCheek"},
       "both give a piece the walk of a neighbour"},
      // Conditions whose play beside walks lent by neighbours Feerie does not
      // define: types or walks read apart from Position::observers (paralysis
      // tables, cages, rebirths or steps found by a walk, approaches), a
      // pawn's step from its first rank (Equipollents, Cage, Wormholes: Popeye
      // allows it there), moves that start elsewhere, and the rest not yet
      // tried beside them. Circe and its rebirth places, Patrouille, the
      // mummers and the NoCapture family are played beside them.
      {{"AntiCirce",          "AtomicCirce", "Circe Cage",    "Circe Parrain",  "ContraParrain", "Circe Take&Make",
        "Circe Equipollents", "Eiffel",      "Madrasi",       "Leffie",         "Isardam",       "ChangeableChess",
        "RexMultiplex",       "Andernach",   "AntiAndernach", "ChecklessChess", "GridChess",     "MagicSquares",
        "Take&Make",          "Make&Take",   "KoeKo",         "Lortap",         "UltraPatrol",   "SingleBox",
        "Wormholes",          "MarsCirce",   "AntiMarsCirce", "PhantomChess",   "PlusChess"},
       "walks lent by a neighbour are not supported beside it",
       {"AnnanChess", "NannaChess", "FaceToFace", "BackToBack", "CheekToCheek"}},
      // Kings that move as their checkers: for both sides, or for one.
      {{"TransmutedKings"}, "both decide how a king in check moves", {"WhiteTransmutedKing", "BlackTransmutedKing"}},
      // A Dister is its side's mummer (Popeye: one length measure per side).
      {{"BlackDister"}, "one mummer per side", {"BlackMummer"}},
      {{"WhiteDister"}, "one mummer per side", {"WhiteMummer"}},
      // Alphabetic chess is both sides' mummer.
      {{"AlphabeticChess"}, "one mummer per side", {"BlackMummer", "WhiteMummer", "BlackDister", "WhiteDister"}},
      // Maximummer without a side is the mummer of the stipulation's side.
      {{"Maximummer"},
       "one mummer per side",
       {"BlackMummer", "WhiteMummer", "BlackDister", "WhiteDister", "AlphabeticChess"}},
      // The movers that follow the last move keep it in the ply's tally,
      // which BGL and the Disters keep too.
      {{"BlackSynchronMover", "WhiteSynchronMover", "BlackAntiSynchronMover", "WhiteAntiSynchronMover",
        "BlackFollowMyLeader", "WhiteFollowMyLeader"},
       "a rule that follows the last move beside BGL or a Dister is not supported",
       {"BGL", "BlackDister", "WhiteDister"}},
      // The rows that allow a condition only beside those they name come last,
      // so that a pair refused for a reason of its own is told that reason.
      // SAT is played beside Circe (its rebirth variants) and Andernach chess
      // (as Popeye's examples), StrictSAT beside SAT alone (Popeye plays
      // StrictSAT then).
      {{"SAT"},
       "SAT beside this condition is not supported",
       {"AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"},
       {"Circe", "Andernach", "StrictSAT"}},
      {{"StrictSAT"}, "StrictSAT beside this condition is not supported", {}, {"SAT"}},
      // Breton chess is played beside the mummers only: other rules' effects
      // of a capture (rebirths, explosions) are not yet ordered with its own.
      {{"Breton"}, "Breton chess beside this condition is not supported", {}, {"BlackMummer", "WhiteMummer"}},
      // BGL is played beside the mummers only (Popeye lets it limit the
      // observations that paralyse, not yet Feerie).
      {{"BGL"}, "BGL beside this condition is not supported", {}, {"BlackMummer", "WhiteMummer"}},
      // SingleBox Type2 and Type3 are played beside the mummers only.
      {{"SingleBox Type2", "SingleBox Type3"},
       "SingleBox Type2 and Type3 beside this condition are not supported",
       {},
       {"BlackMummer", "WhiteMummer"}},
      // Wormholes are played beside the mummers only.
      {{"Wormholes"}, "Wormholes beside this condition are not supported", {}, {"BlackMummer", "WhiteMummer"}},
      // Make&Take is played beside the mummers only: the others would see its
      // captures and checks through rules of their own not yet written for it.
      {{"Make&Take"}, "Make&Take beside this condition is not supported", {}, {"BlackMummer", "WhiteMummer"}},
      // Masand is played beside the mummers only: the other conditions'
      // effects and observations would meet its colour changes.
      {{"Masand"}, "Masand beside this condition is not supported", {}, {"BlackMummer", "WhiteMummer"}},
      // Imitator is played beside the mummers and NoIProm only: other rules'
      // effects (rebirths, changes of the move's course) do not yet move or
      // meet the imitators.
      {{"Imitator"}, "Imitator beside this condition is not supported", {}, {"BlackMummer", "WhiteMummer", "NoIProm"}},
      {{"NoIProm"}, "NoIProm beside this condition is not supported", {}, {"Imitator"}},
      // Kings that move as their checkers are played beside each other,
      // Circe and its rebirth variants, Lortap and the NoCapture family (as
      // Popeye's examples): the others' observations and effects are not yet
      // ordered with theirs.
      {{"TransmutedKings", "WhiteTransmutedKing", "BlackTransmutedKing"},
       "kings that move as their checkers beside this condition are not supported",
       {"AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"},
       {"TransmutedKings", "WhiteTransmutedKing", "BlackTransmutedKing", "Circe", "Lortap", "NoCapture",
        "NoWhiteCapture", "NoBlackCapture"}},
      // Kobul kings are played beside the NoCapture family only: the others'
      // effects of a capture (rebirths, colour changes) are not yet ordered
      // with theirs as Popeye orders them, nor defined for a royal piece.
      {{"KobulKings"},
       "Kobul kings beside this condition are not supported",
       {},
       {"NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Royal dynasty is played beside the NoCapture family only.
      {{"RoyalDynasty"},
       "Royal dynasty beside this condition is not supported",
       {},
       {"NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Oscillating kings are played beside each other and the NoCapture
      // family only (Swapping kings are both sides' of type C).
      {{"WhiteOscillatingKings", "BlackOscillatingKings"},
       "Oscillating kings beside this condition are not supported",
       {},
       {"WhiteOscillatingKings", "BlackOscillatingKings", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Swapping kings are played beside the NoCapture family only.
      {{"SwappingKings"},
       "Swapping kings beside this condition are not supported",
       {},
       {"NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Holes are played beside the mummers, Mars Circe, Phantom chess,
      // Checkless chess and each other only: other rules' effects
      // (rebirths, relocations) do not yet see the holes.
      {{"Hole", "HaanerChess"},
       "holes beside this condition are not supported",
       {},
       {"Hole", "HaanerChess", "BlackMummer", "WhiteMummer", "MarsCirce", "ChecklessChess", "PhantomChess"}},
      // Edge movers are played beside each other, the mummers, Mars Circe
      // and Circe's rebirths (Popeye's examples): the others' observations
      // (paralysis, support) would need its observation rule too.
      {{"BlackEdgeMover", "WhiteEdgeMover"},
       "edge movers beside this condition are not supported",
       {"AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"},
       {"BlackEdgeMover", "WhiteEdgeMover", "BlackMummer", "WhiteMummer", "BlackDister", "WhiteDister", "MarsCirce",
        "Circe"}},
      // The Disters follow their reference pieces through the moves' own
      // displacements: beside rules that move pieces otherwise (rebirths, a
      // piece carried on) they would lose them.
      {{"BlackDister", "WhiteDister"},
       "a Dister beside this condition is not supported",
       {},
       {"BlackMummer", "WhiteMummer", "BlackDister", "WhiteDister", "BlackEdgeMover", "WhiteEdgeMover"}},
      // Central chess is played beside Annan chess (Popeye's example) and the
      // mummers: other paralyses and observation rules are not yet ordered
      // with its links.
      {{"CentralChess"},
       "Central chess beside this condition is not supported",
       {},
       {"AnnanChess", "BlackMummer", "WhiteMummer"}},
      // Monochrome and Bichrome chess are played beside each other and the
      // mummers only:
      // other rules' observations are not yet judged by their colours.
      {{"MonochromChess", "BichromChess"},
       "Monochrome and Bichrome chess beside another condition are not supported",
       {},
       {"MonochromChess", "BichromChess", "BlackMummer", "WhiteMummer"}},
      // Anda and AndaInverse are played beside Circe's rebirth places only
      // (Popeye's example), which leave the capturer where it arrived:
      // other rules' effects are not yet ordered with the change of phase.
      {{"Anda"},
       "Anda beside this condition is not supported",
       {"AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"},
       {"Anda", "Circe"}},
      // Castling chess and Rokagogo are played alone: other rules' effects and
      // observations are not yet ordered with its partner's displacement.
      {{"CastlingChess"}, "Castling chess beside another condition is not supported", {}, {"CastlingChess"}},
      // Bicaptures is played alone (Popeye's examples): other rules' captures
      // (rebirths, explosions, mutations) are not yet defined for a man taken
      // by its own side.
      {{"Bicaptures"}, "Bicaptures beside another condition is not supported", {}, {"Bicaptures"}},
      // Pepo defines check and paralyses kings: played alone (other rules'
      // checks and paralyses are not yet ordered with its own).
      {{"Pepo"}, "Pepo beside another condition is not supported", {}, {"Pepo"}},
      // Provocation chess judges captures and checks by observation: played
      // alone (other rules' observations are not yet ordered with it).
      {{"ProvocationChess"}, "Provocation chess beside another condition is not supported", {}, {"ProvocationChess"}},
      // Lost pieces are played beside Circe's plain rebirths and the regular
      // Maximummers only (Popeye's examples): other rules' effects are not
      // yet ordered with the losses, nor their checks and selections with
      // its test (a regular Maximummer keeps a move that saves the man
      // wherever there is one).
      {{"LostPieces"},
       "LostPieces beside this condition is not supported",
       {"AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super",
        "BlackMaximummer exact", "BlackMaximummer ultra", "WhiteMaximummer exact", "WhiteMaximummer ultra"},
       {"LostPieces", "Circe", "BlackMaximummer", "WhiteMaximummer"}},
      // Back home selects the moves home and judges checks by them: played
      // alone (other rules' selections and checks are not yet ordered with it).
      {{"BackHome"}, "BackHome beside another condition is not supported", {}, {"BackHome"}},
      // HalfInChess, AllInChess and MainlyInChess are played alone (Popeye's
      // examples): other rules do not yet know men moved by the other side.
      {{"InChess"},
       "HalfInChess, AllInChess and MainlyInChess beside another condition are not supported",
       {},
       {"InChess"}},
      // Exclusive chess is played beside Checkless chess and Circe (Popeye's
      // examples): the mate of other rules (immobility, mates that
      // do not count) and other selections are not yet ordered with its own.
      {{"ExclusiveChess"}, "Exclusive chess beside this condition is not supported", {}, {"ChecklessChess", "Circe"}},
      // UltraSchachZwang is played beside itself, Circe and AntiCirce only:
      // the order of its selection with the mummers' is not yet Popeye's.
      {{"BlackUltraSchachZwang", "WhiteUltraSchachZwang", "UltraSchachZwang"},
       "UltraSchachZwang beside this condition is not supported",
       {"AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"},
       {"BlackUltraSchachZwang", "WhiteUltraSchachZwang", "UltraSchachZwang", "Circe"}},
      // Woozles are played beside the mummers and Circe's rebirths only: the
      // observations of other rules (lent walks, paralysis, support) would
      // need its rule too.
      {{"Woozles"},
       "Woozles and Heffalumps beside this condition are not supported",
       {"AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"},
       {"BlackMummer", "WhiteMummer", "Circe"}},
      // CavalierMajeur and ArgentinianChess (rules/standard_walks) are
      // played beside conditions that read no orthodox piece's place: the
      // others' rebirths, tables and walks would need Popeye's fairy pieces
      // in the orthodox pieces' places, not yet written.
      {{"CavalierMajeur", "ArgentinianChess"},
       "CavalierMajeur and ArgentinianChess beside this condition are not supported",
       {},
       {"ChecklessChess", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture", "Madrasi"}},
      // Einstein chess and Degradierung change the mover alone: they are
      // played beside conditions that change or move no other piece on its
      // arrival, and beside Circe's rebirths of the captured piece (its
      // rebirth places and reborn types), not beside a rule that moves the
      // capturer, explodes or delays a rebirth.
      {{"EinsteinChess"},
       "Einstein chess beside this condition is not supported",
       {"AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"},
       {"Circe", "ChecklessChess", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      {{"RelegationChess"},
       "Degradierung beside this condition is not supported",
       {"AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super"},
       {"Circe", "ChecklessChess", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Football carries its substitute in Move::choice_type, which the Circe
      // family uses for its own choices; it is played beside conditions that
      // change or move no piece only.
      {{"Football"},
       "Football beside this condition is not supported",
       {},
       {"ChecklessChess", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Snek chess names the man that changes in Move::choice_square, which
      // other rules use for their own choices: played beside conditions that
      // change or move no piece only.
      {{"SnekChess"},
       "Snek chess beside this condition is not supported",
       {},
       {"ChecklessChess", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // PromOnly names the promotions, which SingleBox decides too (Imitator,
      // CavalierMajeur and ArgentinianChess refuse it in their own rows).
      {{"PromOnly"}, "PromOnly beside a condition that decides promotions itself is not supported", {"SingleBox"}},
      // Functionary chess paralyses by enemy observation: played alone (its
      // order with other rules' paralysis, rebirths and walks is not yet
      // Popeye's).
      {{"FunctionaryChess"}, "Functionary chess beside another condition is not supported", {}, {"FunctionaryChess"}},
      // A role exchange turns the board and every man's colour: played alone
      // (other rules' squares, sides and marks are not yet turned with it).
      {{"RoleExchange"}, "RoleExchange beside another condition is not supported", {}, {"RoleExchange"}},
      // Duellist chess keeps its duellists in the ply's tally, which BGL
      // keeps too, and selects moves as the mummers do: played alone.
      {{"DuellistChess"}, "Duellist chess beside another condition is not supported", {}, {"DuellistChess"}},
      // MAFF and OWU say what a side unable to move is: each played alone
      // (other rules' selections and suffocation are not yet counted with
      // them).
      {{"MAFF", "OWU"}, "MAFF and OWU beside another condition are not supported", {"OWU"}, {"MAFF", "OWU"}},
      // AMU counts a mate by the observers of the mating man's square:
      // played alone (other rules' observations are not yet counted so).
      {{"AMU"}, "AMU beside another condition is not supported", {}, {"AMU"}},
      // FuddledMen keeps the men moved last in the ply's tally, which BGL
      // and Duellist chess keep too: played alone.
      {{"FuddledMen"}, "FuddledMen beside another condition is not supported", {}, {"FuddledMen"}},
      // Brunner chess judges a check by the capture of the king: played
      // alone (other rules' checks and captures are not yet judged so).
      {{"BrunnerChess"}, "Brunner chess beside another condition is not supported", {}, {"BrunnerChess"}},
      // Bicolores defines check: played beside the mummers, Madrasi (as
      // Popeye's example) and the NoCapture family only.
      {{"Bicolores"},
       "Bicolores beside this condition is not supported",
       {},
       {"Madrasi", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Disparate keeps the type last moved in the position's marks, which
      // StrictSAT keeps too; it is played beside the mummers, Checkless chess
      // and the NoCapture family only (not yet beside Make&Take's approaches).
      {{"Disparate"},
       "Disparate beside this condition is not supported",
       {},
       {"ChecklessChess", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Bolero splits a piece's moves between two walks: played beside the
      // mummers, Checkless chess and the NoCapture family only.
      {{"Bolero"},
       "Bolero beside this condition is not supported",
       {},
       {"ChecklessChess", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // PointReflection lends walks as Annan chess does: played beside
      // conditions that change no walk or type (Circe's rebirth places but
      // Equipollents, Checkless chess, the mummers, the NoCapture family).
      {{"PointReflection"},
       "PointReflection beside this condition is not supported",
       {"AntiCirce", "AtomicCirce", "Circe Cage", "Circe Parrain", "ContraParrain", "Circe Take&Make", "Circe Super",
        "Circe Equipollents"},
       {"Circe", "ChecklessChess", "BlackMummer", "WhiteMummer", "NoCapture", "NoWhiteCapture", "NoBlackCapture"}},
      // Messigny chess keeps its exchange in a move's choice of square and
      // the ply's tally, as other rules keep theirs, and its exchange
      // arrives on an occupied square (the NoCapture family would take it
      // for a capture): played alone.
      {{"MessignyChess"}, "Messigny chess beside another condition is not supported", {}, {"MessignyChess"}},
      // LeseMajeste lets play start with the side not to move in check, and
      // takes no king: played alone (other rules' checks and captures of
      // kings are not yet ordered with it).
      {{"LeseMajeste"}, "LeseMajeste beside another condition is not supported", {}, {"LeseMajeste"}},
      // Sentinelles adds its pawn after the displacement: played alone (the
      // order of its pawn with other rules' rebirths and changes is not yet
      // Popeye's).
      {{"Sentinelles"}, "Sentinelles beside another condition is not supported", {}, {"Sentinelles"}},
      // Geneva chess reads a classic Circe square of the capturer: played
      // alone (Popeye's combinations with paralysis, support, Phantom and
      // Mirror Circe are not yet built).
      {{"GenevaChess"}, "Geneva chess beside another condition is not supported", {}, {"GenevaChess"}},
      // SuperGuards and AntiGuards validate captures and checks by guards:
      // played alone (other rules' observations, paralysis and support, are
      // not yet validated by them).
      {{"SuperGuards"}, "SuperGuards and AntiGuards beside another condition are not supported", {}, {"SuperGuards"}},
      // ImmunChess reads a classic Circe square of the piece taken: played
      // alone (Popeye's Circe variants of it, and beside Circe, Cage Circe
      // and Exclusive chess, are not yet built).
      {{"ImmunChess"}, "ImmunChess beside another condition is not supported", {}, {"ImmunChess"}},
      // Ghost chess and Haunted chess bring men back after the move: played
      // alone (other rules' rebirths, changes and observations are not yet
      // ordered with the ghosts' return as Popeye orders them).
      {{"GhostChess"}, "Ghost chess and Haunted chess beside another condition are not supported", {}, {"GhostChess"}},
      // Volage and Hypervolage follow the mover to its arrival square only:
      // played alone (other rules that move the mover on, rebirths judged by
      // the capture square's colour, are not yet built).
      {{"Volage"}, "Volage and Hypervolage beside another condition are not supported", {}, {"Volage"}},
      // Conditions not yet ordered with other rules' effects and checks as
      // Popeye orders them, played beside Checkless chess and the mummers
      // only: Frankfurt chess (changes the capturer's type before any
      // promotion), Danger Circe (moves to the rebirth square, and checks by
      // them), MultiCaptures and CAST chess (count captures, define check),
      // Influencer (changes the types of the mover's neighbours).
      {{"FrankfurtChess", "DangerCirce", "MultiCaptures", "CASTChess", "Influencer"},
       "Frankfurt chess, Danger Circe, MultiCaptures, CAST chess and Influencer beside a condition other than "
       "Checkless chess and the mummers are not supported",
       {},
       {"ChecklessChess", "BlackMummer", "WhiteMummer"}},
  };
  return table;
}

namespace {

// A condition in force, as read: its family, its printed name, its first word.
struct ReadCondition {
  std::string_view family;
  std::string name;
  std::size_t word;
  // Condition::check_precedence where the condition defines check (Hook::Check).
  std::optional<int> defines_check = std::nullopt;
  const Condition* condition = nullptr;
};

// Two variants of one family stand together where each puts back a
// different man of a capture (Condition::reborn_man: Circe beside AntiCirce).
bool variants_stand_together(const ReadCondition& a, const ReadCondition& b) {
  const Condition::RebornMan first = a.condition->reborn_man(), second = b.condition->reborn_man();
  return first != Condition::RebornMan::None && second != Condition::RebornMan::None && first != second;
}

// Whether a row's entry `named` names the condition `c`: its family, or the
// first words of its name ("AntiCirce", "Circe Cage", "SingleBox Type2": the
// name's runs of blanks read as one).
bool names(std::string_view named, const ReadCondition& c) {
  std::string words;
  for (const char ch : c.name)
    if (ch != ' ' || (!words.empty() && words.back() != ' ')) words += ch;
  const std::string_view name = words;
  return named == c.family ||
         (name.substr(0, named.size()) == named && (name.size() == named.size() || name[named.size()] == ' '));
}

bool exclusive(const ReadCondition& a, const ReadCondition& b, std::string_view& reason) {
  for (const ExclusiveFamilies& row : exclusive_families()) {
    const auto among = [](const std::vector<std::string_view>& list, const ReadCondition& c) {
      return std::any_of(list.begin(), list.end(), [&c](std::string_view named) { return names(named, c); });
    };
    const auto in_row = [&](const ReadCondition& c) { return among(row.families, c); };
    const auto against = [&](const ReadCondition& c) { return among(row.against, c); };
    const auto beside = [&](const ReadCondition& c) { return among(row.only_beside, c) && !against(c); };
    const bool pair = !row.only_beside.empty() ? (in_row(a) && !beside(b)) || (in_row(b) && !beside(a))
                      : row.against.empty()    ? in_row(a) && in_row(b)
                                               : (against(a) && in_row(b)) || (against(b) && in_row(a));
    if (pair) {
      reason = row.reason;
      return true;
    }
  }
  return false;
}

// The registry entry one of whose keywords is `word` (any case).
const ConditionEntry* registry_entry(std::string_view word) {
  const auto& entries = condition_entries();
  const auto entry = std::find_if(entries.begin(), entries.end(), [&](const ConditionEntry& e) {
    return std::any_of(e.names.begin(), e.names.end(),
                       [&](std::string_view name) { return equal_ignoring_case(name, word); });
  });
  return entry == entries.end() ? nullptr : &*entry;
}

// Throws if `added` cannot stand beside a condition read before it.
void check_combination(const std::vector<ReadCondition>& before, const ReadCondition& added) {
  for (const ReadCondition& earlier : before) {
    std::string why;
    std::string_view reason;
    if (earlier.family == added.family && !variants_stand_together(earlier, added))
      why = "two variants of " + std::string(added.family);
    else if (exclusive(earlier, added, reason))
      why = reason;
    else if (earlier.defines_check && added.defines_check &&
             (*earlier.defines_check == 0 || *added.defines_check == 0 || earlier.defines_check == added.defines_check))
      why = "both define check";  // only StrictSAT and SAT say which gives way (check_precedence)
    else
      continue;
    throw ConditionError("'" + earlier.name + "' and '" + added.name + "' cannot be combined: " + why, added.word);
  }
}

}  // namespace

std::vector<std::string> add_conditions(const std::vector<std::string>& words, Rules& rules,
                                        const ConditionNameResolver& resolve) {
  ConditionWords cursor(words);
  std::vector<ReadCondition> read;
  while (!cursor.done()) {
    const std::size_t first = cursor.position();
    const std::string word = cursor.peek();
    auto entry = registry_entry(word);
    if (!entry && resolve) {
      std::string full;
      try {
        full = resolve(word);
      } catch (const ConditionError& error) {
        throw ConditionError(error.what(), first);
      }
      if (!full.empty()) {
        entry = registry_entry(full);
        if (!entry) {
          const std::string named =
              equal_ignoring_case(word, full) ? "'" + full + "'" : "'" + word + "' (" + full + ")";
          throw ConditionError(named + " is not supported", first);
        }
        cursor.rewrite(full);
      }
    }
    if (!entry) throw ConditionError("unknown condition '" + word + "'", first);
    cursor.take();
    std::unique_ptr<Condition> condition;
    try {
      condition = entry->make(cursor);
    } catch (const ConditionError& error) {
      throw ConditionError(error.what(), first);
    }
    const bool defines_check = condition->hooks() & static_cast<unsigned>(Hook::Check);
    const ReadCondition added{entry->family, condition->name(), first,
                              defines_check ? std::optional<int>(condition->check_precedence()) : std::nullopt,
                              condition.get()};
    const auto same = std::find_if(read.begin(), read.end(), [&](const ReadCondition& r) {
      return r.family == added.family && r.name == added.name;
    });
    if (same != read.end()) continue;  // named twice: in force once
    check_combination(read, added);
    read.push_back(added);
    rules.add(std::move(condition));
  }
  return cursor.words();
}

}  // namespace feerie
