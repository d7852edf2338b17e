#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to see. Each step is reported; test runners
# count their tests, the other checks count as one each. The log ends with a table of each step's time, then one line
# summing them: "N passed, N failed". Timed measurements (Lighthouse scores, page timings, load) are not here: they
# are benchmarks (`npm run bench`).
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT

failed_logs=()
timings=()
# Keeps a step's time and outcome for the table at the end.
timed() { # name, seconds, outcome
  timings+=("| $1 | $(printf '%d:%02d' $(($2 / 60)) $(($2 % 60))) | $3 |")
}
check() { # name, command...
  local name=$1; shift
  echo "::: $name"
  local start=$SECONDS
  # The step's output is also kept, so the end of the log can repeat a failed step's last lines (a CI log may be read
  # from its end only).
  local log="$results_dir/${name// /-}.log"
  "$@" 2>&1 | tee "$log"
  if [ "${PIPESTATUS[0]}" -eq 0 ]; then
    passed=$((passed + 1)); echo "::: $name passed ($((SECONDS - start)) s)"
    timed "$name" $((SECONDS - start)) passed
  else
    failed=$((failed + 1)); failures+=("$name"); failed_logs+=("$log")
    echo "::: $name FAILED ($((SECONDS - start)) s)"
    timed "$name" $((SECONDS - start)) FAILED
  fi
}

# Steps of one lane run one after another, the lanes at once: checks that share nothing and leave a core idle use both.
# A lane is a function calling `step` (a check) or `vitest_step` (a test run, counted by its tests); each step's output
# is kept and shown whole, in order, once all lanes are done.
step() { # name, command...
  local name=$1; shift
  local file="$results_dir/${name// /-}"
  local start=$SECONDS
  "$@" >"$file.log" 2>&1
  echo "$? $((SECONDS - start))" >"$file.result"
  echo "$name" >>"$results_dir/$lane_name.steps"
}
vitest_step() { # name, vitest args...
  local name=$1; shift
  local file="$results_dir/${name// /-}"
  step "$name" node node_modules/vitest/vitest.mjs run "$@" --reporter=default --reporter=json \
    --outputFile.json="$file.json"
}
in_lanes() { # lane functions...
  local lane pids=() start=$SECONDS
  for lane in "$@"; do
    : >"$results_dir/$lane.steps"
    (lane_name=$lane; "$lane") &
    pids+=($!)
  done
  wait "${pids[@]}"
  for lane in "$@"; do
    while read -r name; do
      local file="$results_dir/${name// /-}"
      local status secs p f
      read -r status secs <"$file.result"
      echo "::: $name (in a lane beside others)"
      cat "$file.log"
      if [ -f "$file.json" ]; then
        read -r p f < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests, r.numFailedTests)' \
          "$file.json")
        if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
        passed=$((passed + p)); failed=$((failed + f))
        [ "$f" -gt 0 ] && { failures+=("$name"); failed_logs+=("$file.log"); }
        echo "::: $name: $p passed, $f failed ($secs s)"
        timed "$name" "$secs" "$p passed, $f failed"
      elif [ "$status" -eq 0 ]; then
        passed=$((passed + 1)); echo "::: $name passed ($secs s)"
        timed "$name" "$secs" passed
      else
        failed=$((failed + 1)); failures+=("$name"); failed_logs+=("$file.log")
        echo "::: $name FAILED ($secs s)"
        timed "$name" "$secs" FAILED
      fi
    done <"$results_dir/$lane.steps"
  done
  timed "(the lanes above, at once: $*)" $((SECONDS - start)) "wall time"
}

vitest_run() { # name, vitest args...
  local name=$1; shift
  local report="$results_dir/$name.json"
  echo "::: $name"
  local start=$SECONDS
  node node_modules/vitest/vitest.mjs run "$@" --reporter=default --reporter=json --outputFile.json="$report"
  local status=$?
  if [ -f "$report" ]; then
    read -r p f < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests, r.numFailedTests)' "$report")
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
    passed=$((passed + p)); failed=$((failed + f))
    [ "$f" -gt 0 ] && failures+=("$name")
    echo "::: $name: $p passed, $f failed ($((SECONDS - start)) s)"
    timed "$name" $((SECONDS - start)) "$p passed, $f failed"
  else
    failed=$((failed + 1)); failures+=("$name"); echo "::: $name did not report"
    timed "$name" $((SECONDS - start)) "did not report"
  fi
}

playwright_run() { # name, playwright args...
  local name=$1; shift
  local report="$results_dir/$name.json"
  echo "::: $name"
  local start=$SECONDS
  E2E_JSON="$report" node node_modules/@playwright/test/cli.js test "$@"
  local status=$?
  if [ -f "$report" ]; then
    read -r p f < <(node -e 'const s=require(process.argv[1]).stats;console.log(s.expected, s.unexpected + s.flaky)' "$report")
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
    passed=$((passed + p)); failed=$((failed + f))
    [ "$f" -gt 0 ] && failures+=("$name")
    echo "::: $name: $p passed, $f failed ($((SECONDS - start)) s)"
    timed "$name" $((SECONDS - start)) "$p passed, $f failed"
  else
    failed=$((failed + 1)); failures+=("$name"); echo "::: $name did not report"
    timed "$name" $((SECONDS - start)) "did not report"
  fi
}

check "chromium" bash scripts/ensure-chromium.sh
types_and_catalogues() {
  step "typecheck" node node_modules/typescript/bin/tsc -p tsconfig.json --noEmit
  step "i18n" node scripts/i18n-check.mjs
  step "api types" node scripts/api-check.mjs
  step "api lint" node node_modules/@redocly/cli/bin/cli.js lint openapi.yaml --format stylish
}
lint_and_format() {
  step "lint" node node_modules/eslint/bin/eslint.js --max-warnings 0 .
  step "format" node node_modules/prettier/bin/prettier.cjs --check --log-level warn .
}
in_lanes types_and_catalogues lint_and_format
vitest_run "unit tests" --project unit
# The server's suite on each database: each file builds its own app and database, so the two runs share nothing.
server_on_pglite() { vitest_step "server tests (PGlite)" --project server; }
server_on_postgres() {
  local pg_url
  if pg_url=$(bash scripts/postgres-for-tests.sh); then
    export TEST_DATABASE_URL="$pg_url"
    vitest_step "server tests (PostgreSQL)" --project server
  else
    step "PostgreSQL for the server tests" bash -c 'echo "no PostgreSQL server for the server tests"; exit 1'
  fi
}
in_lanes server_on_pglite server_on_postgres
vitest_run "story tests" --project stories-zh --project stories-en
site_build() { step "site build" npm run --silent build; }
storybook_build() { step "storybook build" npm run --silent build-storybook; }
in_lanes site_build storybook_build
# The bytes of the shell, four routes and the CSS against their limits (.size-limit.mjs), Brotli.
sizes() { step "size limits" node node_modules/size-limit/bin.js; }
# Lighthouse's binary audits (accessibility, best practices, SEO) on five served pages in both languages
# (lighthouserc.cjs); its timed figures are the benchmark's, so it may share the machine.
lighthouse_audits() { step "lighthouse audits" node node_modules/@lhci/cli/src/cli.js autorun; }
in_lanes sizes lighthouse_audits
playwright_run "end-to-end tests" -c e2e/playwright.config.ts

echo
echo "| step | time | result |"
echo "| --- | --- | --- |"
printf '%s\n' "${timings[@]}"
echo "| whole run | $(printf '%d:%02d' $((SECONDS / 60)) $((SECONDS % 60))) | |"
echo
if [ ${#failures[@]} -gt 0 ]; then
  # The failed tests by name (from the runners' JSON reports), so the end of the log says which to look at.
  node scripts/test-failures.mjs "$results_dir"/*.json
  for log in "${failed_logs[@]}"; do
    echo "--- the last lines of $(basename "$log" .log):"
    tail -n 25 "$log"
  done
  echo "Failed: ${failures[*]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
