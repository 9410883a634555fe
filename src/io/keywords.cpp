#include "io/keywords.h"

#include <algorithm>

#include "core/words.h"

namespace feerie {

namespace {

struct Entry {
  Keyword keyword;
  const char* english;
  const char* german;
  const char* french;
};

using K = Keyword;

// Spellings follow Popeye's tables so that its input files read unchanged.
const std::vector<Entry> section_entries = {
    {K::Remark, "remark", "Bemerkung", "remarque"},
    {K::StructuredStipulation, "sstipulation", "sForderung", "senonce"},
    {K::Author, "author", "Autor", "auteur"},
    {K::Origin, "origin", "Quelle", "source"},
    {K::Pieces, "pieces", "Steine", "pieces"},
    {K::Condition, "condition", "Bedingung", "condition"},
    {K::Option, "option", "Option", "option"},
    {K::Stipulation, "stipulation", "Forderung", "enonce"},
    {K::Protocol, "protocol", "Protokoll", "protocol"},
    {K::Title, "title", "Titel", "titre"},
    {K::Unsupported, "LaTeX", "LaTeX", "LaTeX"},
    {K::Unsupported, "LaTeXPieces", "LaTeXSteine", "PiecesLaTeX"},
    {K::Award, "award", "Auszeichnung", "prix"},
    {K::Unsupported, "InitialGameArray", "PartieAnfangsStellung", "PositionInitialePartie"},
    {K::Forsyth, "Forsyth", "Forsyth", "Forsyth"},
};

const std::vector<Entry> problem_end_entries = {
    {K::Twin, "twin", "Zwilling", "jumeau"},
    {K::ZeroPosition, "zeroposition", "NullStellung", "zeroposition"},
    {K::EndProblem, "endproblem", "EndeProblem", "FinProbleme"},
    {K::NextProblem, "nextproblem", "WeiteresProblem", "asuivre"},
};

const std::vector<Entry> twinning_entries = {
    {K::Move, "move", "versetze", "deplacement"},
    {K::Exchange, "exchange", "tausche", "echange"},
    {K::Stipulation, "stipulation", "Forderung", "enonce"},
    {K::StructuredStipulation, "sstipulation", "SForderung", "senonce"},
    {K::Add, "add", "hinzufuegen", "ajoute"},
    {K::Remove, "remove", "entferne", "ote"},
    {K::Continued, "continued", "ferner", "enplus"},
    {K::Rotate, "rotate", "Drehung", "rotation"},
    {K::Condition, "condition", "Bedingung", "condition"},
    {K::PolishType, "PolishType", "Farbwechsel", "CouleurEchange"},
    {K::Mirror, "mirror", "Spiegelung", "miroir"},
    {K::Shift, "shift", "Verschiebung", "translation"},
    {K::Substitute, "substitute", "ersetze", "remplace"},
};

const std::vector<Entry> side_entries = {
    {K::White, "White", "Weiss", "Blanc"},
    {K::Black, "Black", "Schwarz", "Noir"},
    {K::Neutral, "Neutral", "Neutral", "Neutre"},
    {K::Unsupported, "TotalInvisible", "TotalUnsichtbar", "TotalInvisible"},
};

// Popeye's piece attributes, after a side in `pieces`; the ones Feerie has
// not yet are named in the message that refuses them.
const std::vector<Entry> attribute_entries = {
    {K::Royal, "Royal", "Koeniglich", "Royale"},
    {K::Kamikaze, "Kamikaze", "Kamikaze", "Kamikaze"},
    {K::Paralysing, "Paralysing", "Paralysierend", "Paralysante"},
    {K::Chameleon, "Chameleon", "Chamaeleon", "Cameleon"},
    {K::Unsupported, "Jigger", "Jigger", "Jigger"},
    {K::Unsupported, "Volage", "Volage", "Volage"},
    {K::Functionary, "Functionary", "Beamtet", "Fonctionnaire"},
    {K::HalfNeutral, "HalfNeutral", "HalbNeutral", "DemiNeutre"},
    {K::HurdleColourChanging, "HurdleColourChanging", "SprungbockFarbeWechselnd", "CouleurEchangeantSautoir"},
    {K::Unsupported, "Protean", "Proteisch", "Protee"},
    {K::Unsupported, "Magic", "Magisch", "Magique"},
    {K::Uncapturable, "Uncapturable", "Unschlagbar", "Imprenable"},
    {K::Unsupported, "Patrol", "Patrouille", "Patrouille"},
    {K::Unsupported, "Frischauf", "Frischauf", "Frischauf"},
    {K::Bul, "Bul", "Bul", "Bul"},
    {K::Dob, "Dob", "Dob", "Dob"},
    {K::Unsupported, "Anda", "Anda", "Anda"},
    {K::Unsupported, "AndaInverse", "AndaInvers", "AndaInverse"},
    {K::Unsupported, "AliceA", "AliceA", "AliceA"},
    {K::Unsupported, "AliceB", "AliceB", "AliceB"},
};

const std::vector<Entry> option_entries = {
    {K::Defence, "Defence", "Widerlegung", "Defense"},
    {K::SetPlay, "SetPlay", "Satzspiel", "Apparent"},
    {K::WhiteToPlay, "WhiteToPlay", "WeissBeginnt", "ApparentSeul"},
    {K::Variation, "Variations", "Varianten", "Variantes"},
    {K::MoveNumbers, "MoveNumbers", "Zugnummern", "Trace"},
    {K::StartMoveNumber, "StartMoveNumber", "StartZugnummer", "Enroute"},
    {K::NoWhiteKing, "NoWk", "OhneWk", "SansRB"},
    {K::Duplex, "Duplex", "Duplex", "Duplex"},
    {K::NoBlackKing, "NoBk", "OhneSk", "SansRN"},
    {K::Threat, "Threat", "Drohung", "Menace"},
    {K::NoThreat, "NoThreat", "OhneDrohung", "SansMenace"},
    {K::Try, "Try", "Verfuehrung", "Essais"},
    {K::MaxSolutions, "MaxSolutions", "MaxLoesungen", "MaxSolutions"},
    {K::Unsupported, "MaxFlightsquares", "MaxFluchtFelder", "MaxCasesFuites"},
    {K::Unsupported, "Search", "Suchen", "Search"},
    {K::Unsupported, "MultiSolutions", "MehrereLoesungen", "MultiSolutions"},
    {K::Unsupported, "NoSymmetry", "KeineSymmetrie", "NonSymetrique"},
    {K::NonTrivial, "NonTrivial", "NichtTrivial", "NonTrivial"},
    {K::KeepMatingPiece, "KeepMatingPiece", "HalteMattsetzendenStein", "RetiensPieceMatante"},
    {K::EnPassant, "EnPassant", "EnPassant", "EnPassant"},
    {K::NoBoard, "NoBoard", "OhneBrett", "SansEchiquier"},
    {K::NoShortVariations, "NoShortVariations", "OhneKurzVarianten", "SansVariantesCourtes"},
    {K::HalfDuplex, "HalfDuplex", "HalbDuplex", "DemiDuplex"},
    {K::PostKeyPlay, "PostKeyPlay", "NachSchluessel", "ApresCle"},
    {K::Intelligent, "Intelligent", "Intelligent", "Intelligent"},
    {K::MaxTime, "MaxTime", "MaxZeit", "MaxTemps"},
    {K::NoCastling, "NoCastling", "KeineRochade", "SansRoquer"},
    {K::Quodlibet, "Quodlibet", "Quodlibet", "Quodlibet"},
    {K::StopOnShortSolutions, "StopOnShortSolutions", "StopNachKurzloesungen", "FinApresSolutionsCourtes"},
    {K::Unsupported, "Beep", "Pieps", "Bip"},
    {K::Unsupported, "SuppressGrid", "OhneGitter", "SansGrille"},
    {K::Unsupported, "WriteGrid", "ZeichneGitter", "AjouteGrille"},
    {K::CastlingMutuallyExclusive, "CastlingMutuallyExclusive", "RochadenGegenseitigAusschliessend",
     "RoquesMutuellementExclusifs"},
    {K::GoalIsEnd, "GoalIsEnd", "ZielIstEnde", "ButEstFin"},
    {K::Unsupported, "NullMoves", "NullZuege", "CoupsVides"},
    {K::UpToMoveNumber, "UpToMoveNumber", "BisZugnummer", "JusquAuCoup"},
    {K::Unsupported, "TrivialTriesAvoid", "TrivialeFehlversucheUnterdruecken", "TrivialEssaiSupprimer"},
    {K::Unsupported, "MatesIn1", "MattsIn1", "MatsEn1"},
};

const std::vector<Entry>& entries(KeywordTable table) {
  switch (table) {
    case KeywordTable::Section: return section_entries;
    case KeywordTable::ProblemEnd: return problem_end_entries;
    case KeywordTable::Twinning: return twinning_entries;
    case KeywordTable::Side: return side_entries;
    case KeywordTable::Attribute: return attribute_entries;
    case KeywordTable::Option: break;
  }
  return option_entries;
}

}  // namespace

KeywordMatch match_keyword(KeywordTable table, LanguageId language, std::string_view token) {
  KeywordMatch match;
  for (const Entry& entry : entries(table)) {
    const std::string_view name = spelled_in(entry, language);
    if (!abbreviates(token, name)) continue;
    if (token.size() == name.size()) {  // a keyword written in full is never ambiguous
      match.status = KeywordMatch::Status::Found;
      match.keyword = entry.keyword;
      match.name = name;
      match.candidates = {std::string(name)};
      return match;
    }
    match.candidates.emplace_back(name);
    match.keyword = entry.keyword;
    match.name = name;
  }
  if (match.candidates.size() == 1) match.status = KeywordMatch::Status::Found;
  if (match.candidates.size() > 1) match.status = KeywordMatch::Status::Ambiguous;
  return match;
}

std::optional<Keyword> find_keyword(KeywordTable table, LanguageId language, std::string_view token) {
  const KeywordMatch match = match_keyword(table, language, token);
  if (match.status != KeywordMatch::Status::Found) return std::nullopt;
  return match.keyword;
}

std::string keyword_name(Keyword keyword, LanguageId language) {
  for (const auto table : {KeywordTable::Section, KeywordTable::ProblemEnd, KeywordTable::Twinning, KeywordTable::Side,
                           KeywordTable::Attribute, KeywordTable::Option})
    for (const Entry& entry : entries(table))
      if (entry.keyword == keyword && keyword != Keyword::Unsupported) return spelled_in(entry, language);
  return "?";
}

std::optional<LanguageId> detect_language(std::string_view token) {
  const struct {
    LanguageId id;
    std::string_view begin;
  } begins[] = {{LanguageId::French, "DebutProbleme"},
                {LanguageId::German, "AnfangProblem"},
                {LanguageId::English, "beginproblem"}};
  for (const auto& [id, begin] : begins)
    if (abbreviates(token, begin)) return id;
  return std::nullopt;
}

}  // namespace feerie
