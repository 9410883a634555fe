// The version printed on the banner line.
#pragma once

#include <string_view>

namespace feerie {

constexpr std::string_view FeerieVersion = "0.1";

}  // namespace feerie
