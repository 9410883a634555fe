#include "io/json_writer.h"

#include <iterator>
#include <sstream>

#include "core/piece_catalogue.h"
#include "io/diagram_writer.h"
#include "io/solution_writer.h"
#include "rules/registry.h"
#include "solve/goal_symbol.h"
#include "solve/notation.h"

namespace feerie {

namespace {

const char* colour_name(Side side) { return side == Side::White ? "white" : "black"; }

// Piece types are written with their English codes, whatever the input's language.
std::string type_code(PieceType type) { return language(LanguageId::English).piece_code(type); }

Json json_rule_effect(const RuleEffectNote& effect, const Language& language) {
  using Kind = RuleEffectNote::Kind;
  static constexpr const char* kinds[] = {"add",    "remove",  "relocate", "recolour",
                                          "change", "promote", "exchange", "phase"};
  static_assert(std::size(kinds) == static_cast<std::size_t>(Kind::Phase) + 1, "a name for every kind of effect");
  Json json{{"kind", kinds[static_cast<int>(effect.kind)]}};
  if (effect.from != NoSquare) json["from"] = square_name(effect.from);
  if (effect.to != NoSquare) json["to"] = square_name(effect.to);
  if (effect.kind == Kind::Change || effect.kind == Kind::Exchange) json["previous"] = json_piece(effect.previous);
  json["piece"] = json_piece(effect.piece);
  if (effect.promotion != PieceType::None) json["promotion"] = type_code(effect.promotion);
  if (effect.before) json["before"] = true;
  if (effect.recoloured) json["recoloured"] = true;
  if (effect.buried) json["buried"] = true;
  if (!effect.became.empty()) json["became"] = json_piece(effect.became);
  json["text"] = rule_effect_notation(effect, language);
  return json;
}

Json json_metadata(const Problem& problem) {
  return {{"authors", problem.authors},
          {"origins", problem.origins},
          {"awards", problem.awards},
          {"titles", problem.titles},
          {"remarks", problem.remarks}};
}

const char* play_name(Play play) {
  switch (play) {
    case Play::Direct: return "direct";
    case Play::Help: return "help";
    case Play::Self: return "self";
    case Play::Reflex: return "reflex";
    case Play::SemiReflex: return "semi-reflex";
    case Play::HelpSelf: return "helpself";
    case Play::HelpReflex: return "helpreflex";
  }
  return "direct";
}

// The conditions' names as Feerie writes them under the diagram.
Json json_conditions(const std::vector<std::string>& words) {
  Rules rules;
  add_conditions(words, rules);  // checked when read
  Json names = Json::array();
  for (const auto& condition : rules.conditions()) names.push_back(condition->name());
  return names;
}

// The numbers of a help or series line's moves as Popeye writes them
// ("1...Kc7   2.a5 Qa6 #": 1, 2, 2).
std::vector<int> line_numbers(const SolutionLine& line) {
  std::vector<int> numbers;
  const std::size_t count = line.moves.size();
  if (line.intro_goes_on) {
    // n-> before a play of one move: on from the intro's last number.
    for (std::size_t i = 0; i < count; ++i) numbers.push_back(static_cast<int>(line.intro.size() + (i + 1) / 2));
    return numbers;
  }
  if (line.series) {
    int number = 0;
    for (std::size_t i = 0; i < count; ++i) {
      const bool answer = line.moves[i].parry || (line.series_reply && i + 1 == count);
      numbers.push_back(answer ? number : ++number);
    }
    return numbers;
  }
  const int first = line.first_move_passed ? 2 : 1;
  const std::size_t offset = !line.first_move_passed && line.white_first ? 1 : 0;
  for (std::size_t i = 0; i < count; ++i) numbers.push_back(first + static_cast<int>((i + offset) / 2));
  return numbers;
}

}  // namespace

Json json_piece(Piece piece) {
  Json attributes = Json::array();
  if (piece.royal) attributes.push_back("royal");
  if (piece.chameleon) attributes.push_back("chameleon");
  if (piece.kamikaze) attributes.push_back("kamikaze");
  if (piece.uncapturable) attributes.push_back("uncapturable");
  if (piece.paralysing) attributes.push_back("paralysing");
  if (piece.half_neutral) attributes.push_back("half-neutral");
  if (piece.functionary) attributes.push_back("functionary");
  if (piece.hurdle_rules & HurdleRule::ColourChanging) attributes.push_back("hurdle-colour-changing");
  if (piece.hurdle_rules & HurdleRule::Bul) attributes.push_back("bul");
  if (piece.hurdle_rules & HurdleRule::Dob) attributes.push_back("dob");
  return {{"colour", piece.neutral ? "neutral" : colour_name(piece.side)},
          {"type", type_code(piece.type)},
          {"name", std::string(kind_of(piece.type).name)},
          {"attributes", attributes}};
}

Json json_move(const SolutionMove& move, const Language& language) {
  const MoveDescription& played = move.played;
  Json json{{"text", move.text}};
  json["side"] = colour_name(played.side);
  // A turn that moves no man (a role exchange) has no piece nor squares.
  if (played.move.moves_no_man()) {
    json["role_exchange"] = true;
    json["effects"] = Json::array();
    json["check"] = move.check;
    if (!move.goal_mark.empty()) json["goal"] = move.goal_mark;
    return json;
  }
  json["piece"] = json_piece(played.mover);
  json["from"] = square_name(played.move.from);
  json["to"] = square_name(played.arrival);
  if (played.move.via != NoSquare) json["via"] = square_name(played.move.via);
  if (played.capture())
    json["capture"] = {{"square", square_name(played.capture_square)}, {"piece", json_piece(played.captured)}};
  if (played.promotion != PieceType::None) json["promotion"] = type_code(played.promotion);
  if (played.promoted_to_imitator) json["promotion"] = "I";
  if (played.move.kind == MoveKind::EnPassant) json["en_passant"] = true;
  if (!played.imitators.empty()) {
    Json imitators = Json::array();
    for (const Square square : played.imitators) imitators.push_back(square_name(square));
    json["imitators"] = std::move(imitators);
  }
  if (played.move.is_castling())
    json["castling"] = {{"kind", played.move.kind == MoveKind::CastleShort ? "short" : "long"},
                        {"rook_from", square_name(played.rook_from)},
                        {"rook_to", square_name(played.rook_to)}};
  // A rule's castling partner (Castling chess: "Ke1-e3/bSe5-e2").
  if (!played.partner.empty())
    json["partner"] = {{"piece", json_piece(played.partner)},
                       {"from", square_name(played.partner_from)},
                       {"to", square_name(played.partner_to)}};
  if (!played.mutation.empty()) json["mutation"] = json_piece(played.mutation);
  if (!played.transformation.empty()) json["mutation"] = json_piece(played.transformation);
  // The pawn a rule made of the mover promotes (Frankfurt chess: "Ra7*a8=P=Q").
  if (!played.promotion_after_transformation.empty())
    json["promotion"] = type_code(played.promotion_after_transformation.type);
  if (played.recolour) json["recolour"] = colour_name(*played.recolour);
  if (!played.half_neutral_phase.empty()) json["half_neutral"] = json_piece(played.half_neutral_phase);
  Json effects = Json::array();
  for (const RuleEffectNote& effect : played.rule_effects) effects.push_back(json_rule_effect(effect, language));
  json["effects"] = std::move(effects);
  if (!played.annotation.empty()) json["annotation"] = played.annotation;
  json["check"] = move.check;
  if (!move.goal_mark.empty()) json["goal"] = move.goal_mark;
  return json;
}

Json json_stipulation(const Stipulation& stipulation) {
  Json json{
      {"text", stipulation.text},   {"play", play_name(stipulation.play)}, {"goal", goal_symbol(stipulation.goal)},
      {"moves", stipulation.moves}, {"series", stipulation.series},        {"half_move", stipulation.half}};
  if (stipulation.structured) json["structured"] = true;
  if (stipulation.intro) json["intro_moves"] = stipulation.intro;
  if (stipulation.reciprocal) json["own_goal"] = goal_symbol(stipulation.own_goal);
  if (stipulation.unparryable) json["unparryable"] = true;
  if (stipulation.forced_end) json["forced_end"] = true;
  return json;
}

Json json_options(const SolveOptions& options) {
  Json json = Json::object();
  const std::pair<const char*, bool> switches[] = {{"Try", options.tries},
                                                   {"SetPlay", options.set_play},
                                                   {"Variation", options.variations},
                                                   {"NoThreat", options.no_threat},
                                                   {"NoShortVariations", options.no_short_variations},
                                                   {"WhiteToPlay", options.white_to_play},
                                                   {"PostKeyPlay", options.post_key_play},
                                                   {"GoalIsEnd", options.goal_is_end},
                                                   {"Quodlibet", options.quodlibet},
                                                   {"StopOnShortSolutions", options.stop_on_short_solutions},
                                                   {"KeepMatingPiece", options.keep_mating_piece},
                                                   {"Duplex", options.duplex},
                                                   {"HalfDuplex", options.half_duplex},
                                                   {"MoveNumbers", options.move_numbers},
                                                   {"Intelligent", options.intelligent}};
  for (const auto& [name, on] : switches)
    if (on) json[name] = true;
  if (options.defences) json["Defence"] = options.defences;
  if (options.threat_length) json["Threat"] = *options.threat_length;
  if (options.non_trivial) json["NonTrivial"] = {options.non_trivial->max_defences, options.non_trivial->length};
  if (options.max_solutions) json["MaxSolutions"] = *options.max_solutions;
  if (options.max_time_seconds) json["MaxTime"] = *options.max_time_seconds;
  if (!options.start_move_number.empty()) json["StartMoveNumber"] = options.start_move_number;
  if (!options.up_to_move_number.empty()) json["UpToMoveNumber"] = options.up_to_move_number;
  return json;
}

Json json_problem(const Problem& problem) {
  static constexpr const char* languages[] = {"English", "German", "French"};
  Json json{{"line", problem.line}, {"language", languages[static_cast<int>(problem.language)]}};
  json["metadata"] = json_metadata(problem);
  json["stipulation"] = json_stipulation(problem.stipulation);
  json["conditions"] = json_conditions(problem.condition_words);
  Json options = json_options(problem.options);
  if (problem.no_board) options["NoBoard"] = true;
  if (problem.without_king[index(Side::White)]) options["NoWk"] = true;
  if (problem.without_king[index(Side::Black)]) options["NoBk"] = true;
  if (!problem.no_castling.empty()) {
    Json squares = Json::array();
    for (const Square square : problem.no_castling) squares.push_back(square_name(square));
    options["NoCastling"] = std::move(squares);
  }
  if (problem.en_passant != NoSquare) options["EnPassant"] = square_name(problem.en_passant);
  if (!problem.exclusive_castlings.empty()) {
    Json pairs = Json::array();
    for (const auto& [white, black] : problem.exclusive_castlings)
      pairs.push_back(Json::array({square_name(white), square_name(black)}));
    options["CastlingMutuallyExclusive"] = std::move(pairs);
  }
  json["options"] = std::move(options);
  json["zero_position"] = problem.zero_position;
  return json;
}

Json json_diagram(const Diagram& diagram, const SolveOptions& options) {
  Json pieces = Json::array();
  for (const PlacedPiece& placed : pieces_of(diagram.board)) {
    Json piece = json_piece(placed.piece);
    piece["square"] = square_name(placed.square);
    pieces.push_back(std::move(piece));
  }
  return {{"position", {{"pieces", std::move(pieces)}}},
          {"stipulation", json_stipulation(with_options(diagram.stipulation, options))},
          {"conditions", json_conditions(diagram.condition_words)}};
}

Json json_twin_header(const TwinSetup& setup, LanguageId language) {
  std::ostringstream header;
  write_twin_header(header, setup, language);
  std::string text = header.str();
  const auto first = text.find_first_not_of('\n');
  text = first == std::string::npos ? "" : text.substr(first);
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  Json json{{"label", setup.label}, {"header", text}};
  if (!setup.remarks.empty()) json["remarks"] = setup.remarks;
  return json;
}

Json json_error(const InputError& error) {
  return {{"line", error.line}, {"column", error.column}, {"message", error.what()}};
}

const char* status_name(SolveStatus status) {
  switch (status) {
    case SolveStatus::Finished: return "finished";
    case SolveStatus::Partial: return "partial";
    case SolveStatus::Interrupted: return "interrupted";
  }
  return "finished";
}

JsonSolutionSink::JsonSolutionSink(const Language& language) : language_(language) {
  halves_.push_back({{"duplex_second_half", false}});
}

void JsonSolutionSink::second_half(const Stipulation& stated, const SolveOptions& options, bool has_play) {
  halves_.push_back(
      {{"duplex_second_half", true}, {"has_play", has_play}, {"notes", option_notes(stated, options, language_)}});
}

void JsonSolutionSink::line(const SolutionLine& line) {
  Json moves = Json::array();
  const std::vector<int> numbers = line_numbers(line);
  for (std::size_t i = 0; i < line.moves.size(); ++i) {
    Json move = json_move(line.moves[i], language_);
    move["number"] = numbers[i];
    moves.push_back(std::move(move));
  }
  std::ostringstream text;
  write_line(text, line);
  std::string written = text.str();
  written = written.substr(written.find_first_not_of(' '));
  written.pop_back();  // the line end
  Json json{{"text", written}, {"moves", std::move(moves)}};
  if (!line.intro.empty()) {
    Json intro = Json::array();
    for (std::size_t i = 0; i < line.intro.size(); ++i) {
      Json move = json_move(line.intro[i], language_);
      move["number"] = static_cast<int>(i + 1);
      intro.push_back(std::move(move));
    }
    json["intro"] = std::move(intro);
  }
  if (line.bound_to_goal) json["bound_to_goal"] = true;
  part(line.set_play ? "set_play" : "play")["lines"].push_back(std::move(json));
}

Json JsonSolutionSink::attacker(const PlayNode& node, int number) const {
  Json json{{"number", number}, {"move", json_move(node.move, language_)}};
  if (node.note != PlayNode::Note::None) json["note"] = node.note == PlayNode::Note::Threat ? "threat" : "zugzwang";
  if (!node.pass_effects.empty()) json["pass_effects"] = node.pass_effects;
  if (node.forced_goal) json["forced_goal"] = true;
  json.update(defences(node, number));
  return json;
}

Json JsonSolutionSink::defence(const PlayNode& node, int number) const {
  Json json{{"number", number}, {"move", json_move(node.move, language_)}};
  if (node.refutes) json["refutes"] = true;
  Json continuations = Json::array();
  for (const PlayNode& continuation : node.children) continuations.push_back(attacker(continuation, number + 1));
  json["continuations"] = std::move(continuations);
  return json;
}

// The threats, defences and refutations below an attacker's move numbered `number`.
Json JsonSolutionSink::defences(const PlayNode& node, int number) const {
  Json threats = Json::array(), children = Json::array(), refutations = Json::array();
  for (const PlayNode& threat : node.threats) threats.push_back(attacker(threat, number + 1));
  for (const PlayNode& child : node.children) children.push_back(defence(child, number));
  for (const PlayNode& refutation : node.refutations) refutations.push_back(defence(refutation, number));
  return {{"threats", std::move(threats)}, {"defences", std::move(children)}, {"refutations", std::move(refutations)}};
}

void JsonSolutionSink::set_play(const std::vector<PlayNode>& nodes) {
  Json& defences = part("set_play")["defences"];
  defences = Json::array();
  for (const PlayNode& node : nodes) defences.push_back(defence(node, 1));
}

void JsonSolutionSink::first_move(const PlayNode& node, bool key) {
  Json json = attacker(node, 1);
  json["key"] = key;
  part("play")["first_moves"].push_back(std::move(json));
}

void JsonSolutionSink::forced_goal(const PlayNode& node) { part("play")["forced_goals"].push_back(attacker(node, 1)); }

void JsonSolutionSink::post_key(const PlayNode& node) {
  Json json{{"check", node.move.check}};
  if (node.note != PlayNode::Note::None) json["note"] = node.note == PlayNode::Note::Threat ? "threat" : "zugzwang";
  if (!node.pass_effects.empty()) json["pass_effects"] = node.pass_effects;
  json.update(defences(node, 1));
  part("play")["post_key"] = std::move(json);
}

}  // namespace feerie
