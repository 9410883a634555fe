#include "solve/direct_play.h"

#include <algorithm>

#include "solve/direct_search.h"
#include "solve/first_moves.h"

namespace feerie {

namespace {

DirectSearch search_for(SearchContext& context, bool expand_defences) {
  DirectSearch search(context);
  search.show_threats = context.options.variations && !context.options.no_threat;
  search.expand_defences = expand_defences;
  return search;
}

// A first move: a key, a try, or nothing to write.
void explore_first_move(SearchContext& context, const DirectSink& sink, const Defer& defer, const Move& move,
                        int number) {
  const SolveOptions& options = context.options;
  DirectSearch search = search_for(context, options.variations);
  Position& position = context.position;
  const int full_length = context.stipulation.moves;
  position.make_move(move);
  if (context.progress) context.progress({number}, search.attacker_move().text);
  int length = 0;
  // exact-: the full length only.
  for (int l = context.stipulation.exact ? full_length : 1; l <= full_length && !length; ++l)
    if (search.defender_loses(l)) length = l;
  // As Popeye, a mate in one has no tries.
  const bool tries = options.tries && !(full_length == 1 && context.stipulation.play == Play::Direct);
  const int refutations = length || !tries ? 0 : search.count_refutations(full_length);
  position.unmake_move();
  if (context.stopped()) return;  // an interrupted search proves neither a key nor a try
  const bool key = length > 0;
  if (!key && (refutations == 0 || refutations > std::max(options.defences, 1))) return;
  if (key) ++context.solutions;
  search.list_refutations = !key;
  PlayNode node = search.attacker_node(move, key ? length : full_length, 1);
  defer([&sink, node = std::move(node), key] { sink.first_move(node, key); });
}

}  // namespace

void solve_direct_set_play(SearchContext& context, const DirectSink& sink) {
  sink.set_play(search_for(context, true).set_play());
}

void solve_direct(SearchContext& context, const DirectSink& sink) {
  Position& position = context.position;
  if (context.stipulation.post_key) {
    // The diagram is the position after the key: the play that follows, in full.
    DirectSearch search = search_for(context, true);
    search.show_threats = !context.options.no_threat;
    search.refutations_among_defences = true;
    PlayNode after_key = search.play_after_attack(context.stipulation.moves, 1);
    // The key's line, without the key: its check mark only, as Popeye writes it.
    if (position.in_check(position.side_to_move())) {
      after_key.move.check = true;
      after_key.move.text = " +";
    }
    sink.post_key(after_key);
    return;
  }
  // Numbers of several levels name lines of help and series play only;
  // Popeye then tries no first move.
  if (context.numbers_moves() && context.numbering->deep()) return;
  // The attacker's first moves; in direct play they may reach the goal at once.
  MoveList moves;
  if (context.attacker_reaches_goal())
    generate_goal_moves(position, context.stipulation.goal, moves);
  else
    generate_legal(position, moves);
  if (context.stipulation.play == Play::Reflex) {
    DirectSearch search = search_for(context, false);
    MoveList goal_moves;
    generate_goal_moves(position, context.stipulation.goal, goal_moves);
    bool forced = false;
    for (const Move& move : goal_moves) {
      position.make_move(move);
      if (search.reached_goal()) {
        sink.forced_goal(goal_node(search.attacker_move()));
        forced = true;
      }
      position.unmake_move();
    }
    if (forced) return;
  }
  search_first_moves(context, moves, [&sink](SearchContext& local, const Defer& defer, const Move& move, int number) {
    explore_first_move(local, sink, defer, move, number);
  });
}

}  // namespace feerie
