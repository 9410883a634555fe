// NoCapture (and NoWhiteCapture, NoBlackCapture), as Popeye defines it: the
// side or sides named make no captures (en passant included). Checks stay
// orthodox: a piece that may not capture still attacks the king, as Popeye
// leaves the king's capture out of the rule.
#pragma once

#include <memory>
#include <string>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

class NoCapture : public Condition {
 public:
  NoCapture(std::string name, bool white, bool black) : name_(std::move(name)), white_(white), black_(black) {}
  std::string name() const override { return name_; }
  unsigned hooks() const override { return static_cast<unsigned>(Hook::Expansion); }
  void expand(Position& position, const Move& move, MoveList& out) const override;
  // A locust's capture is a capture (Position::is_capture); an orphan's moves are its own.
  unsigned handled_attributes() const override {
    return static_cast<unsigned>(PieceAttribute::RemoteCapture) | static_cast<unsigned>(PieceAttribute::BorrowedWalk);
  }

 private:
  std::string name_;
  bool white_, black_;
};

std::unique_ptr<Condition> make_no_capture(ConditionWords& words);
std::unique_ptr<Condition> make_no_white_capture(ConditionWords& words);
std::unique_ptr<Condition> make_no_black_capture(ConditionWords& words);

}  // namespace feerie
