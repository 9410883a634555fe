// Popeye's pieces given as walk data: the hoppers that change course or hop
// twice (the angle hoppers Moose, Eagle, Sparrow, their rook and bishop
// forms, Scarabeus, Hamster, Marguerite; the Contra-grasshopper, the double
// hoppers, the bouncers, the eagle equihopper), the lions over several
// hurdles (Rabbit, Bob) and of the Maorider and Moarider, the tree and leaf
// hoppers, the scouts and the Quintessence (zigzags), the Bouncy knight, the
// Ubi-Ubi, the reflecting bishops, the Radial knight (over enemy pieces only), the Erlking, the pawned pieces (Dragon,
// Gryphon, Ship), the Argentinian pieces, the Maohopper and Moahopper, the hunters (a walk up the board, another down) and the Querquisite (a walk by file). Each listing
// and each check below is Popeye's answer for the same position (the listings are whole in
// tests/compat/piece-<code>.inp).
#include <gtest/gtest.h>

#include <string>

#include "consistency.h"
#include "core/piece_catalogue.h"
#include "movegen/movegen.h"
#include "test_positions.h"

namespace feerie {
namespace {

struct Listing {
  const char* code;    // English code of the piece, as in tests/compat/piece-<code>.inp
  const char* pieces;  // White to move
  const char* from;
  const char* destinations;  // "*": a capture
};

const Listing Listings[] = {
    {"b1", "wKh1 wB1d4 wPd6 wPf4 wPb2 bKa8 bB1a1 bPe2 bPc7", "d4", "b4 d2 f6"},
    {"b2", "wKh1 wB2d4 wPd7 wPf4 bKa8 bB2a1 bPe2 bSd1", "d4", "b4 d1*"},
    {"b3", "wKh1 wB3c4 wPe6 wPb5 bKa8 bB3a1 bPf2 bSd1", "c4", "a2 d3"},
    {"be", "wKe1 wBEd4 wPf6 wPb6 bKa8 bPe7 bBEh4 bPg3 bPa7", "d4", "a5 c7 e7* g5"},
    {"bm", "wKe1 wBMd4 wPf6 wPb2 bKa8 bPg6 bBMh1 bPg2 bPa2", "d4", "a2* b1 f7 g6*"},
    {"bo", "wKh1 wBOd1 wPd2 wPd3 wPd4 wPd5 wPb3 bKa8 bBOa1 bPb2 bPc3 bPf4 bPe5 bPg7", "d1", "d6 d7 d8"},
    {"bw", "wKe1 wBWd4 wPf6 wPb6 bKa8 bPe5 bBWh4 bPg3 bPb3", "d4", "b5 c6 d5 e4"},
    {"cg", "wKe1 wCGd4 wPd5 wPe5 wPc4 wPe3 bKa8 bPd8 bCGh4 bPg3 bPb7", "d4", "f2"},
    {"db", "wKe1 wDBd4 wPf6 wPb6 bKa8 bPc5 bDBh8 bPg7 bPb2", "d4", "c3"},
    {"dg", "wKe1 wDGd4 wPd6 wPf4 wPb2 bKa8 bPe8 bDGh8 bPg7 bPc5", "d4", "b1 c3 d5 e4 e6 f1 g8 h7"},
    {"dk", "wKe1 wDKd4 wPd6 wPf4 bKa8 bPa6 bDKh8 bPh6 bPb5", "d4", "d5 e4"},
    {"ea", "wKe1 wEAd4 wPd6 wPf4 wRb2 bKa8 bPf5 bPc7 bEAh4 bPf3", "d4", "a3 c1 c6 e6 f3* f5*"},
    {"ek", "wKh1 wEKd4 wPe5 bKa8 bEKg3 bPc5", "d4", "c3 c4 c5* d3 d5 e3 e4"},
    {"ge", "wKh1 wGEd4 wPe6 wPb4 bKa8 bGEg4 bPh6 bPc7", "d4", "a3 b2 b6 c5 c7* d8 e5 f4 f6 f8 g1 g5 g7 h6*"},
    {"gf", "wKh1 wGFd4 wPe6 wPb4 bKa7 bGFg4 bPe5 bPc7", "d4",
     "a1 a3 a4 a5 a8 b3 b5 c1 c2 c3 c5 c6 d1 d2 d6 d7 e1 e2 e3 e7 f3 f4 f5 g1 g3 g5 g7 g8"},
    {"ha", "wKe1 wHAd4 wPd7 wPf6 wPa4 wPd2 bKa8 bHAh4 bPg4", "d4", "b4 d3 d6 e5 f4"},
    {"lh", "wKh1 wLHd4 wPd5 wPf6 bKa8 bLHh3 bPg4 bPc7", "d4", "a4 b2 b6 c4 d1 d3 d7 e4 f2"},
    {"m", "wKe1 wMd4 wPd5 wPe5 wPb2 wRb6 bKa8 bPf6 bMh4 bPg3 bPb4", "d4", "a2 a3 a5 a6 b1 b7 c6 e6 f5"},
    {"mg", "wKe1 wMGd4 wPd6 wPf6 wPb4 bKa8 bPe8 bMGh4 bPg3 bPc7", "d4",
     "a3 a4 a5 b3 b5 c3 c4 c5 c6 c7* d5 d7 e5 e6 e7 f5 f7 g3* g4 g5 g6 g7 h3 h5"},
    {"ml", "wKh1 wMLd4 wPd5 wPf3 wPb6 bKa8 bMLg4 bPe6 bPc2 bPa3 bPf7", "d4", "b8 c6 e6* h2"},
    {"mm", "wKh1 wMMd4 wPe5 wPc3 wPb6 bKa8 bMMg4 bPe6 bPc2 bPa3 bPf7", "d4", "b3 c2* e6* f5 h6"},
    {"rr", "wKh1 wRRd4 wPd7 wPb2 bKa8 bRRg5 bPf2 bPg3 bPc7", "d4", "c3 d5 d6 e3 f2*"},
    {"br", "wKh1 wBRd4 wPf6 wPd2 bKb8 bBRg5 bPg3 bPb6 bPe3", "d4", "b6* c5 d3 e5"},
    {"qq", "wKh1 wQQd4 wQQb1 wQQe2 wQQc7 wQQh8 wPd6 bKa2 bQQf4 bQQg5 bPb3 bPf6", "d4",
     "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 e3 e4 e5 f2 f4* f6* g1"},
    {"ee", "wKh1 wEEd4 wPd6 wPf5 wPe6 bKa8 bEEh4 bPb4 bPa7 bPg8 bPb5", "d4", "a3 b2 b6 c7 e7 g3 g5 h8"},
    // The pawned pieces: no pawn move from the first rank (b1), two steps from the second.
    {"dr_d2", "wKh1 wDRd2 wDRb1 wDRg7 wPc4 bKa8 bDRe5 bPe3 bPc3 bDRh6 bPf8", "d2", "b3 c3* d3 d4 e3* e4 f1 f3"},
    {"dr_b1", "wKh1 wDRd2 wDRb1 wDRg7 wPc4 bKa8 bDRe5 bPe3 bPc3 bDRh6 bPf8", "b1", "a3 c3*"},
    {"dr_g7", "wKh1 wDRd2 wDRb1 wDRg7 wPc4 bKa8 bDRe5 bPe3 bPc3 bDRh6 bPf8", "g7", "e6 e8 f5 f8* g8 h5"},
    {"gy_d2", "wKh1 wGYd2 wGYb1 wGYg7 bKa8 bGYe5 bPe3 bPd4 bGYf7 bPb3", "d2", "a5 b4 c1 c3 d3 e1 e3*"},
    {"gy_b1", "wKh1 wGYd2 wGYb1 wGYg7 bKa8 bGYe5 bPe3 bPd4 bGYf7 bPb3", "b1", "a2 c2 d3 e4 f5 g6 h7"},
    {"sh_d2", "wKh1 wSHd2 wSHb1 wSHg7 bKa8 bSHe5 bPe3 bPc3 bSHg6 bPf8", "d2",
     "a2 b2 c2 c3* d1 d3 d4 d5 d6 d7 d8 e2 e3* f2 g2 h2"},
    {"sh_g7", "wKh1 wSHd2 wSHb1 wSHg7 bKa8 bSHe5 bPe3 bPc3 bSHg6 bPf8", "g7", "a7 b7 c7 d7 e7 f7 f8* g6* g8 h7"},
    {"bt", "wKh1 wBTd4 wPe6 wPb2 bKa8 bBTg3 bPf7 bPc3 bPb4", "d4", "b4* c3* c5 c7 d2 d6 d8 e1 e3 e5 e7 f4 g3* g5 h4"},
    {"gt", "wKh1 wGTd4 wPd6 wPb2 bKh7 bGTg4 bPe5 bPc3 bPf2 bPh6 bPg7", "d4",
     "a6 a7 a8 b5 b6 b7 c3* c4 c5 c6 d3 d5 e2 e3 e4 e5* f2* f3"},
    {"qn", "wKh1 wQNd4 wPe6 wPb2 bKa7 bQNg4 bPf7 bPc3 bPf2", "d4",
     "a3 a5 a8 b3 b5 c1 c2 c6 c7 e1 e2 e7 f3 f5 g3 g5 g8"},
    {"bk", "wKh1 wBKb3 wPd4 wPc2 bKh8 bBKg4 bPa2 bPc5 bPe2", "b3", "a1 a2* a5 b7 c1 c4 c5* c6 d2 d3 e2*"},
    {"uu", "wKh1 wPf2 wPg3 wUUd4 wPe6 wPf3 wPb2 wPc5 bKa8 bUUg7 bPc3 bPb6 bPc7 bPf5 bPe4", "d4",
     "a1 a2 a3 a5 a6 a7 b1 b3 b4 b5 b6* b7 b8 c1 c2 c3* c4 c6 c7* c8 d1 d2 d3 d5 d6 d7 d8 e1 e2 e3 e4* e5 e7 e8 f1 f4 "
     "f5* f6 f7 f8 g1 g2 g4 g5 g6 g7* g8 h2 h3 h4 h5 h6 h7 h8"},
    {"rk", "wKh1 wRKd4 wPe5 wPc2 bKa8 bRKg4 bPd5 bPe3 bPc4 bPh6", "d4", "a3 b4 c3 c5 d2 d6 d8 f4 f8 g1 g7"},
    {"rb", "wKh1 wRBd2 wPf4 wPb2 bKa8 bRBh6 bPe7 bPc3 bPa4", "d2", "c1 c3* e1 e3 e7* f2 f6 g3 g5 h4"},
    {"ar", "wKh1 wARd2 wPf4 bKa8 bARh6 bPe7 bPa4 bSg1", "d2", "a3 a5 b2 b4 b6 c1 c3 c7 d8 e1 e3 f2 g3 h4"},
    {"re", "wKe1 wREd4 wPd6 wPb4 bKa8 bPc7 bREh3 bPh2 bPa3", "d4", "b3 b5 c6 e6"},
    {"rm", "wKe1 wRMd4 wPd6 wPb4 bKa8 bPe7 bRMh1 bSg1 bPc3", "d4", "a3 a5 c7 e7*"},
    {"rt", "wKh1 wRTd1 wPd3 wPd5 wPa4 wPb4 bKa8 bRTh8 bPg7 bPf6 bPd7", "d1", "d6 d7*"},
    {"rw", "wKe1 wRWd4 wPd6 wPb4 bKa8 bPc5 bRWh3 bPg3 bPa5", "d4", "c3 c5* e5"},
    {"sc", "wKe1 wSCd4 wPd6 wPf6 wPb4 bKa8 bPe8 bSCh4 bPg4 bPc7", "d4", "c8 e8* g8 h7"},
    {"sw", "wKe1 wSWd4 wPd6 wPb4 wPf6 bKh8 bPe8 bSWh3 bPf3 bPc7", "d4", "c3 c5 e5 e6 f5"},
    {"th", "wKh1 wTHd4 wPd5 wPe3 wPb6 bKa8 bTHg4 bPf4 bPc7", "d4", "c5 d2 d6 d8 e5 f2 f4* f6 g1 g7 h4"},
    // The Argentinian Senora, Faro and Loco capture as riders and move only
    // over a piece (tests/compat/pieces-argentinian.inp).
    {"se", "wKa1 wSEd4 bKh8 bPd6 bPf4 bRb4 bSg7", "d4", "a4 b4* d6* d7 d8 f4* g4 g7* h4"},
    {"fa", "wKa1 wFAd4 bKh8 bPd6 bPf4 bRb4 bSg7", "d4", "a4 b4* d6* d7 d8 f4* g4 h4"},
    {"lo", "wKa1 wLOd4 bKh8 bPd6 bPf4 bRb4 bSg7", "d4", "g7*"},
    // The Maohopper and Moahopper: over the square a Mao (Moa) passes, which
    // must be occupied; the Saltador moves as both, captures as Mao and Moa.
    {"ah", "wKh1 wAHd4 bKa8 bPd5 bPe3 bPc6 bBf5 bSb3", "d4", "c6* e6"},
    {"oh", "wKh1 wOHd4 bKa8 bPd5 bPe3 bPc5 bBe6 bSb3 bPe5", "d4", "b5 c6 e2 e6* f3 f5"},
    {"sa", "wKh1 wSAd4 bKa8 bPd5 bPe3 bPc5 bBe6 bSb3 bSf3", "d4", "b3* b5 c6 e2 e6* f3*"},
};

class WalkListings : public testing::TestWithParam<Listing> {};

TEST_P(WalkListings, LegalDestinationsAsPopeye) {
  Position position = position_of(GetParam().pieces);
  EXPECT_EQ(destinations(position, GetParam().from), GetParam().destinations);
}

INSTANTIATE_TEST_SUITE_P(PopeyeWalks, WalkListings, testing::ValuesIn(Listings),
                         [](const testing::TestParamInfo<Listing>& info) { return std::string(info.param.code); });

// Is the black king in check from the white piece (dummies as hurdles)?
struct CheckCase {
  const char* pieces;
  bool check;
};

const CheckCase Checks[] = {
    {"wKh1 wMd4 wDUd5 bKc6", true},
    // A leaf hop lands on a man that is itself a hurdle of another hop.
    {"wKh1 wGFc6 bPe5 bKa7", true},
    {"wKh1 wGFc6 bKa7", false},
    {"wKh1 wGEc6 bPa7 bKb5", true},
    {"wKh1 wMd4 wDUd5 bKc7", false},
    {"wKh1 wEAd4 wDUd6 bKc6", true},
    {"wKh1 wEAd4 wDUd6 bKc7", false},
    {"wKh1 wSWd4 wDUd6 bKc5", true},
    {"wKh1 wSWd4 bKc5", false},
    {"wKh1 wRMd4 wDUd6 bKc7", true},
    {"wKh1 wRMd4 wDUd6 bKc6", false},
    {"wKh1 wBMd4 wDUf6 bKg6", true},
    {"wKh1 wBMd4 wDUf6 bKg7", false},
    {"wKh1 wREd4 wDUd6 bKc6", true},
    {"wKh1 wREd4 wDUd6 bKc7", false},
    {"wKh1 wBEd4 wDUf6 bKg5", true},
    {"wKh1 wBEd4 wDUf6 bKg6", false},
    {"wKh1 wRWd4 wDUd6 bKc5", true},
    {"wKh1 wRWd4 wDUd6 bKc6", false},
    {"wKh1 wBWd4 wDUf6 bKf5", true},
    {"wKh1 wBWd4 wDUf6 bKe5", false},
    {"wKh1 wSCd4 wDUd6 bKe8", true},
    {"wKh1 wSCd4 wDUd6 bKd8", false},
    {"wKh1 wHAd4 wDUd7 bKd6", false},
    {"wKh1 wMGd4 wDUd7 bKd8", true},
    {"wKh1 wMGd4 wDUd7 bKc8", true},
    {"wKh1 wMGd4 wDUd7 bKc7", true},
    {"wKh1 wCGd4 wDUd5 bKd8", true},
    {"wKh1 wCGd4 wDUd6 bKd8", false},
    {"wKh1 wDGd4 wDUd6 wDUf7 bKg8", false},
    {"wKh1 wDGd4 wDUd6 bKg8", false},
    {"wKh1 wDKd4 wDUd6 wDUf7 bKh7", false},
    {"wKh1 wB1d4 wDUd6 bKd2", true},
    {"wKh1 wB1d4 wDUd6 bKd1", false},
    {"wKh1 wB1b4 bKe4", false},
    {"wKh1 wB1b4 bKf4", false},
    {"wKh1 wB2b4 bKf4", false},
    {"wKh1 wB3b2 bKe5", false},
    {"wKh1 wB3b2 bKd4", true},
    {"wKh1 wRTd1 wDUd3 wDUd5 bKd8", true},
    {"wKh1 wRTd1 wDUd3 bKd8", false},
    {"wKh1 wBOd1 wDUd2 wDUd3 wDUd4 wDUd5 bKd8", true},
    {"wKh1 wBOd1 wDUd2 wDUd3 wDUd5 bKd8", false},
    {"wKh1 wEKd4 bKe5", true},
    {"wKh1 wEKd4 bKf5", false},
    {"wKh1 wTHd4 wDUd5 bKd6", true},
    {"wKh1 wTHd4 wDUd5 bKc6", false},
    {"wKh1 wLHd4 wDUd5 bKd3", true},
    {"wKh1 wLHd4 wDUd5 bKc5", false},
    {"wKh1 wGEd4 wDUe6 bKf8", true},
    {"wKh1 wGEd4 wDUe6 bKf7", false},
    {"wKh1 wGFd4 wDUe6 bKb3", true},
    {"wKh1 wGFd4 wDUe6 bKb2", false},
    {"wKh1 wDGd4 wDUd6 wDUe7 bKf7", true},
    {"wKh1 wDGd4 wDUd6 wDUe7 bKg7", false},
    {"wKh1 wDKd4 wDUd6 wDUe7 bKf7", true},
    {"wKh1 wB2b4 bKd4", true},
    {"wKh1 wB2b4 bKc4", false},
    {"wKh1 wHAd4 bKd6", false},
    {"wKh1 wHAd4 wDUd7 bKd5", false},
    {"wKh1 wDBd4 wDUe5 wDUg7 bKh8", true},
    {"wKh1 wDBd4 wDUe5 wDUf7 bKh8", false},
    {"wKh1 wMLd4 wDUd5 bKc6", true},
    {"wKh1 wMLd4 bKc6", false},
    {"wKh1 wMLd4 wDUc6 bKb8", true},
    {"wKh1 wMLd4 wDUc6 bKa7", false},
    {"wKh1 wMLd4 wDUc5 bKb8", false},
    {"wKh1 wMMd4 wDUc5 bKc6", true},
    {"wKh1 wMMd4 bKb8", false},
    {"wKh1 wMMd4 wDUc6 bKb8", true},
    {"wKh1 wMMd4 wDUc6 wDUb7 bKa8", false},
    {"wKh1 wRRd4 bKd8", true},
    {"wKh1 wRRd4 bKd1", false},
    {"wKh1 wRRd4 bKa1", true},
    {"wKh1 wRRd4 bKa7", false},
    {"wKh1 wRRd4 bKa4", false},
    {"wKh1 wBRd4 bKa7", true},
    {"wKh1 wBRd4 bKd1", true},
    {"wKh1 wBRd4 bKd8", false},
    {"wKh1 wQQd4 bKa7", true},
    {"wKh1 wQQc4 bKa4", false},
    {"wKh1 wQQb4 bKa6", true},
    {"wKh1 wQQb4 bKb6", false},
    {"wKh1 wQQe4 bKd5", true},
    {"wKh1 wQQe4 bKe6", false},
    {"wKh1 wEEd4 wDUd6 bKb6", true},
    {"wKh1 wEEd4 wDUd6 bKb8", false},
    {"wKh1 wEEd4 wDUe5 bKf3", false},
    {"wKh1 wEEd4 wDUe5 bKf4", true},
    {"wKh1 wEEd4 wDUb5 bKc7", true},
    {"wKh1 wEEd4 wDUb5 bKc8", false},
    {"wKh1 wDRd4 bKe5", true},
    {"wKh1 wDRd4 bKc3", false},
    {"wKh1 wDRd4 bKd5", false},
    {"wKh1 wDRd4 bKb5", true},
    {"wKh1 wDRd1 bKe2", false},
    {"wKh1 wGYd4 bKe5", true},
    {"wKh1 wGYd4 bKd5", false},
    {"wKh1 wGYd4 bKg7", true},
    {"wKh1 wSHd4 bKe5", true},
    {"wKh1 wSHd4 bKd8", true},
    {"wKh1 wSHd4 bKe4", true},
    {"wKh1 wSHd1 bKe2", false},
    {"wKh1 wBTd4 bKb4", true},
    {"wKh1 wGTd4 bKc5", true},
    {"wKh1 wBKb3 bKc6", true},
    {"wKh1 wBKb3 wDUa5 bKc6", false},
    {"wKh1 wBKb3 bKd5", false},
    {"wKh1 wUUd4 bKa8", true},
    {"wKh1 wUUd4 wDUb6 wDUc7 bKa8", false},
    {"wKh1 wBTd4 wDUc3 wDUc5 bKb4", false},
    {"wKh1 wGTd4 wDUc4 wDUd5 bKc5", false},
    {"wKh1 wQNd4 bKa8", true},
    {"wKh1 wQNd4 wDUb5 bKa8", false},
    {"wKh1 wRKd4 bKf6 bDUe5", true},
    {"wKh1 wRKd4 wDUe5 bKf6", false},
    {"wKh1 wRKd4 bKg4 bDUe5", false},
    {"wKh1 wRKd4 wDUe5 bKg4", false},
    {"wKh1 wRKd4 bKd8 bDUd6", true},
    {"wKh1 wRKd4 wDUd6 bKd8", false},
    {"wKh1 wRBd2 bKb6", true},
    {"wKh1 wRBd2 wDUc5 bKb6", true},
    {"wKh1 wARd2 bKf8", true},
    {"wKh1 wARd2 bKb8", false},
    {"wKh1 wARd2 wDUe1 bKf8", true},
};

TEST(PopeyeWalks, ChecksAsPopeye) {
  for (const CheckCase& c : Checks) {
    const Position position = position_of(c.pieces, Side::Black);
    EXPECT_EQ(position.in_check(Side::Black), c.check) << c.pieces;
  }
}

// A walk that hops over enemy pieces only reads them from `enemies`; where
// they are not given, every piece counts as an enemy.
TEST(PopeyeWalks, EnemyHurdlesAreTheEnemiesGiven) {
  WalkPart part{Reach::EnemyTreeHop, Mode::MoveAndCapture, 1, 1, {}, Shape::Straight};
  part.vectors[0] = Vector{1, 1};
  Walk walk;
  walk.parts[walk.count++] = part;
  const Bitboard hurdle = square_bb(parse_square("e5"));
  const Bitboard beyond = square_bb(parse_square("c7")) | square_bb(parse_square("e7")) |
                          square_bb(parse_square("g7")) | square_bb(parse_square("g3")) |
                          square_bb(parse_square("c3")) | square_bb(parse_square("e3")) |
                          square_bb(parse_square("f6")) | square_bb(parse_square("d6")) | square_bb(parse_square("f4"));
  const Square from = parse_square("d4");
  const Bitboard occupied = hurdle | square_bb(from);
  EXPECT_EQ(walk_field(walk, Side::White, from, occupied, Field::Moves, hurdle) & beyond,
            walk_field(walk, Side::White, from, occupied, Field::Moves, hurdle));
  EXPECT_NE(walk_field(walk, Side::White, from, occupied, Field::Moves, hurdle), 0u);
  EXPECT_EQ(walk_field(walk, Side::White, from, occupied, Field::Moves, 0), 0u);
  EXPECT_EQ(walk_field(walk, Side::White, from, occupied, Field::Moves),
            walk_field(walk, Side::White, from, occupied, Field::Moves, hurdle));
}

TEST(PopeyeWalks, CodesInEachLanguage) {
  EXPECT_EQ(piece_type_with_code(1, "el"), piece_type_named("Moose"));
  EXPECT_EQ(piece_type_with_code(2, "e"), piece_type_named("Moose"));
  EXPECT_EQ(piece_type_with_code(1, "kg"), piece_type_named("ContraGrasshopper"));
  EXPECT_EQ(piece_type_with_code(1, "he"), piece_type_named("Rabbit"));
  EXPECT_EQ(piece_type_with_code(2, "su"), piece_type_named("GreaterLeafhopper"));
  EXPECT_EQ(piece_type_with_code(1, "uh"), piece_type_named("Treehopper"));
}

TEST(PopeyeWalks, MakeUnmakeRestoresEverything) {
  Position position = position_of(
      "wKh1 wMd4 wEAc2 wSWf3 wMGb5 wHAg6 wDGe2 wB1a4 wRTh4 wTHc6 wGFf6 bKa8 bSCd6 bCGe5 bBOb7 bLHg3 bGEh6 "
      "bEKc8 bB3g8 bDKa2 wRRb1 bBRf8 wQQc1 bEEe8 wMLa1 bMMh8");
  EXPECT_EQ(first_inconsistency(position, 2), "");
}

}  // namespace
}  // namespace feerie
