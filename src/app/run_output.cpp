#include "app/run_output.h"

#include <iostream>

namespace feerie {

RunOutput::RunOutput(bool overwrite) : overwrite_(overwrite), tee_(std::cout.rdbuf(), protocol_), stream_(&tee_) {}

bool RunOutput::open_protocol(const std::string& path, const std::string& banner) {
  stream_.flush();
  if (protocol_.is_open()) protocol_.close();
  protocol_.clear();
  protocol_.open(path, std::ios::binary | (overwrite_ ? std::ios::trunc : std::ios::app));
  if (!protocol_) return false;
  protocol_ << banner << std::flush;
  return true;
}

int RunOutput::Tee::overflow(int c) {
  if (c == traits_type::eof()) return traits_type::not_eof(c);
  if (before_writing) before_writing();
  if (file_.is_open()) file_.rdbuf()->sputc(static_cast<char>(c));
  return first_->sputc(static_cast<char>(c));
}

std::streamsize RunOutput::Tee::xsputn(const char* text, std::streamsize count) {
  if (before_writing) before_writing();
  if (file_.is_open()) file_.rdbuf()->sputn(text, count);
  return first_->sputn(text, count);
}

int RunOutput::Tee::sync() {
  if (before_writing) before_writing();  // also before a message on standard error
  if (file_.is_open()) file_.rdbuf()->pubsync();
  return first_->pubsync();
}

}  // namespace feerie
