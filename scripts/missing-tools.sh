# Sourced by the scripts that need tools beyond the build's (build-wasm.sh,
# test-web.sh). stop_if_missing NAME PURPOSE REQUIRED MISSING: with MISSING
# empty it returns; else it ends the script, with a note and exit 0 (the step
# skipped, by hand), or, with REQUIRED=1 (scripts/test.sh, CI), as a failure.
stop_if_missing() {
  local name=$1 purpose=$2 required=$3 missing=$4
  [ -z "$missing" ] && return 0
  if [ "$required" = 1 ]; then
    echo "$name: $missing is needed for $purpose" >&2
    exit 1
  fi
  echo "$name: no $missing: $purpose skipped"
  exit 0
}
