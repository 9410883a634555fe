// A count of the nodes searched, over every thread and every problem of the
// run: what a heartbeat (-heartbeat) reports. Each thread counts in batches,
// so counting costs no shared write per node.
#pragma once

#include <cstdint>

namespace feerie {

void count_node();
// The nodes counted so far (up to a batch per thread behind).
std::uint64_t nodes_searched();

}  // namespace feerie
