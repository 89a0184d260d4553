#!/usr/bin/env bash
# Runs the process tests (vitest project "durability") RUNS times in a row, default 20, while HOGS
# busy loops, default 2, keep the CPUs loaded beside them; stops at the first failing run.
# The last line says how many passed: "soak: N/RUNS passed with HOGS CPU hogs".
#   bash scripts/soak-durability.sh 2>&1 | tee soak.log
set -u
cd "$(dirname "$0")/.."
RUNS=${RUNS:-20}
HOGS=${HOGS:-2}

hogs=()
for _ in $(seq 1 "$HOGS"); do
  (while :; do :; done) &
  hogs+=("$!")
done
trap 'kill "${hogs[@]}" 2>/dev/null' EXIT

passed=0
for run in $(seq 1 "$RUNS"); do
  started=$(date +%s)
  if npx vitest run --project durability; then
    passed=$((passed + 1))
    echo "=== soak run $run/$RUNS passed in $(($(date +%s) - started)) s (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  else
    echo "=== soak run $run/$RUNS FAILED after $(($(date +%s) - started)) s"
    break
  fi
done
echo "soak: $passed/$RUNS passed with $HOGS CPU hogs"
[ "$passed" -eq "$RUNS" ]
