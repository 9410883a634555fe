#include "solve/intro_series.h"

#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "movegen/movegen.h"
#include "solve/notation.h"
#include "solve/search_progress.h"
#include "solve/solution_move.h"

namespace feerie {

namespace {

class IntroSeries {
 public:
  IntroSeries(SearchContext& context, const LineSink& sink, const PlaySearch& play)
      : context_(context),
        sink_(sink),
        play_(play),
        deep_numbers_(context.numbers_moves() && context.numbering->deep()) {}

  // The intros of exactly `length` moves. Where moves are numbered, only
  // those of the longest intros are.
  void search(int length) {
    numbered_ = length == context_.stipulation.intro && context_.numbers_moves();
    MoveList moves;
    generate_legal(context_.position, moves);
    const int before = numbered_ ? context_.numbering->reserve_first_moves(moves.size()) : 0;
    for (std::size_t i = 0; i < moves.size() && !context_.should_stop(); ++i) {
      first_move_started(i + 1);
      if (!try_move(moves[i], before + static_cast<int>(i) + 1, length - 1)) break;
    }
  }

 private:
  // Plays `move`, the `number`th at its node, if the move numbers let it be
  // tried, and the `left` intro moves after it; false if no later move at
  // this node is tried either.
  bool try_move(const Move& move, int number, int left) {
    Position& position = context_.position;
    position.make_move(move);
    numbers_.push_back(number);
    const auto choice = numbered_ && (numbers_.size() == 1 || deep_numbers_) ? context_.numbering->choose(numbers_)
                                                                             : MoveNumbering::Choice::Try;
    if (choice == MoveNumbering::Choice::Try) {
      if (numbered_ && context_.numbering->announces(numbers_.size() - 1)) tell_progress();
      after_move(left);
    }
    numbers_.pop_back();
    position.unmake_move();
    return choice != MoveNumbering::Choice::PastEnd;
  }

  // An intro move was just played; `left` more follow. A position from
  // which the intro's rest and the play have been found to lead nowhere is
  // not searched again (many intros transpose).
  void after_move(int left) {
    Position& position = context_.position;
    const std::pair<std::uint64_t, int> key{context_.table_key(), left};
    if (barren_.contains(key)) return;
    const std::uint64_t lines_before = lines_;
    intro_.push_back(solution_move(position, context_.language, context_.stipulation.goal, false));
    if (left == 0) {
      play();
    } else if (!position.in_check(position.side_to_move())) {
      // The other side's turn passes; a check would leave it in check.
      position.skip_turn();
      MoveList moves;
      generate_legal(position, moves);
      for (std::size_t i = 0; i < moves.size() && !context_.should_stop(); ++i)
        if (!try_move(moves[i], static_cast<int>(i) + 1, left - 1)) break;
      position.unmake_move();
    }
    intro_.pop_back();
    if (lines_ == lines_before && complete()) barren_.insert(key);
  }

  // The play from the position the intro reached; its first moves are not
  // the problem's numbered ones. After a short solution with option
  // StopOnShortSolutions, no play is searched any more (as Popeye).
  void play() {
    if (context_.stopped_after_short_solutions) return;
    const bool goes_on = context_.stipulation.moves == 1;
    const LineSink after_intro = [this, intro = intro_, goes_on](SolutionLine line) {
      line.intro = intro;
      line.intro_goes_on = goes_on;
      ++lines_;
      sink_(line);
    };
    MoveNumbering* numbering = std::exchange(context_.numbering, nullptr);
    play_(context_, after_intro);
    context_.numbering = numbering;
  }

  // Was every line below the current node searched to its end?
  bool complete() const {
    return !context_.stopped() && !context_.stopped_after_short_solutions &&
           !(context_.options.max_solutions && context_.solutions >= *context_.options.max_solutions) &&
           !(deep_numbers_ && numbered_ && context_.numbering->restricts_after(numbers_));
  }

  void tell_progress() {
    if (!context_.progress) return;
    context_.progress(numbers_, last_move_notation_with_check(context_.position, context_.language));
  }

  SearchContext& context_;
  const LineSink& sink_;
  const PlaySearch& play_;
  const bool deep_numbers_;  // numbers of several levels name intro lines
  bool numbered_ = false;    // the intros searched are numbered
  std::vector<SolutionMove> intro_;
  std::vector<int> numbers_;  // the intro's moves' numbers, level by level
  std::uint64_t lines_ = 0;   // lines written so far
  std::set<std::pair<std::uint64_t, int>> barren_;
};

}  // namespace

void solve_after_intro(SearchContext& context, const LineSink& sink, const PlaySearch& play) {
  IntroSeries intro(context, sink, play);
  for (int length = 1; length <= context.stipulation.intro && !context.should_stop(); ++length) intro.search(length);
}

}  // namespace feerie
