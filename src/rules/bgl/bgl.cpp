#include "rules/bgl/bgl.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

constexpr std::uint32_t MaxSpent = 0xFFFF;

int spent(const Position& position, Side side) {
  return static_cast<int>(side == Side::White ? position.tally() & MaxSpent : position.tally() >> 16);
}

// Popeye's writing of a distance: "-", "4", "4.5", "3.09".
std::string distance_text(int hundredths) {
  if (hundredths == Bgl::Unlimited) return "-";
  std::string text = std::to_string(hundredths / 100);
  const int fraction = hundredths % 100;
  if (fraction % 10 == 0 && fraction != 0) text += "." + std::to_string(fraction / 10);
  if (fraction % 10 != 0) text += (fraction < 10 ? ".0" : ".") + std::to_string(fraction);
  return text;
}

// "-", or digits with at most two decimals after '.'; nullopt if the word is
// none of these (Popeye's reader splits "3,5" into two distances: refused).
std::optional<int> read_distance(const std::string& word) {
  if (word == "-") return Bgl::Unlimited;
  const std::size_t point = word.find('.');
  const std::string whole = word.substr(0, point);
  const std::string fraction = point == std::string::npos ? "" : word.substr(point + 1);
  const auto digits = [](const std::string& s) {
    return std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
  };
  if ((whole.empty() && fraction.empty()) || !digits(whole) || !digits(fraction) || fraction.size() > 2 ||
      whole.size() > 6 || (point != std::string::npos && fraction.empty()))
    return std::nullopt;
  int hundredths = whole.empty() ? 0 : std::stoi(whole) * 100;
  if (fraction.size() == 1) hundredths += (fraction[0] - '0') * 10;
  if (fraction.size() == 2) hundredths += std::stoi(fraction);
  return hundredths;
}

bool looks_like_distance(const std::string& word) {
  return !word.empty() && (std::isdigit(static_cast<unsigned char>(word[0])) || word[0] == '-' || word[0] == '.');
}

}  // namespace

int bgl_distance(Square from, Square to) {
  const int files = file_of(from) - file_of(to);
  const int ranks = rank_of(from) - rank_of(to);
  return static_cast<int>(std::lround(100.0 * std::sqrt(static_cast<double>(files * files + ranks * ranks))));
}

std::string Bgl::name() const {
  return "BGL " + distance_text(budget_[0]) + (shared_ ? "" : "/" + distance_text(budget_[1]));
}

int Bgl::left(const Position& position, Side side) const { return budget_[index(side)] - spent(position, side); }

void Bgl::consequences(Position& position, const Displacement& displacement) const {
  const int distance = bgl_distance(displacement.move.from, displacement.move.to);
  const Side mover = position.side_to_move();  // not yet passed to the other side
  std::uint32_t white = static_cast<std::uint32_t>(spent(position, Side::White));
  std::uint32_t black = static_cast<std::uint32_t>(spent(position, Side::Black));
  // A side without a limit counts nothing, so that its moves keep transpositions equal.
  const auto add = [distance](std::uint32_t& total) { total = std::min<std::uint32_t>(total + distance, MaxSpent); };
  if ((shared_ || mover == Side::White) && budget_[0] != Unlimited) add(white);
  if ((shared_ || mover == Side::Black) && budget_[1] != Unlimited) add(black);
  position.set_tally(white | (black << 16));
}

bool Bgl::allows(Position& position, Side mover) const {
  return budget_[index(mover)] == Unlimited || left(position, mover) >= 0;
}

bool Bgl::check_counts(const Position& position, Square attacker, Square king) const {
  const Side side = position.piece_on(attacker).side;
  return budget_[index(side)] == Unlimited || bgl_distance(attacker, king) <= left(position, side);
}

std::string Bgl::annotation(const Position& position) const {
  const auto text = [&](Side side) {
    return budget_[index(side)] == Unlimited ? std::string("-") : distance_text(left(position, side));
  };
  return " (" + text(Side::White) + (shared_ ? "" : "/" + text(Side::Black)) + ")";
}

std::unique_ptr<Condition> make_bgl(ConditionWords& words) {
  const auto next_distance = [&words]() -> std::optional<int> {
    if (words.done() || !looks_like_distance(words.peek())) return std::nullopt;
    const std::optional<int> distance = read_distance(words.peek());
    if (!distance)
      throw ConditionError("BGL: '" + words.peek() +
                           "' is no distance (expected digits with at most two decimals, or -)");
    words.take();
    return distance;
  };
  const std::optional<int> white = next_distance();
  if (!white) throw ConditionError("BGL: expected the distances the sides may move (White's, then Black's)");
  const std::optional<int> black = next_distance();
  return std::make_unique<Bgl>(*white, black ? *black : *white, !black);
}

}  // namespace feerie
