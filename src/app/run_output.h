// The output of a run: standard output and, from a problem's `protocol FILE`
// on, a copy of everything written in that file, as Popeye keeps it.
#pragma once

#include <fstream>
#include <functional>
#include <ostream>
#include <streambuf>
#include <string>

namespace feerie {

class RunOutput {
 public:
  // `overwrite` (-regression): a protocol file is written anew instead of
  // being appended to.
  explicit RunOutput(bool overwrite);
  RunOutput(const RunOutput&) = delete;
  RunOutput& operator=(const RunOutput&) = delete;

  std::ostream& stream() { return stream_; }
  // Called before anything is written (the live progress line erases itself).
  void before_writing(std::function<void()> hook) { tee_.before_writing = std::move(hook); }
  // Closes the protocol file in use, opens `path` (relative to the current
  // directory) and writes `banner` into it. False if it cannot be opened:
  // output then goes to standard output only.
  bool open_protocol(const std::string& path, const std::string& banner);

 private:
  // Passes everything to standard output's buffer and, when open, the file's.
  class Tee : public std::streambuf {
   public:
    Tee(std::streambuf* first, std::ofstream& file) : first_(first), file_(file) {}
    std::function<void()> before_writing;

   protected:
    int overflow(int c) override;
    std::streamsize xsputn(const char* text, std::streamsize count) override;
    int sync() override;

   private:
    std::streambuf* first_;
    std::ofstream& file_;
  };

  bool overwrite_;
  std::ofstream protocol_;
  Tee tee_;
  std::ostream stream_;
};

}  // namespace feerie
