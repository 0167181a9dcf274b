#!/bin/sh
# Builds Nine Men's Morris's endgame tables (3..4 pieces a side, the moving phase; flying on, then
# off) with the release CLI and logs each table's positions, wins, draws, losses, longest win and
# the build times, with the file's raw and gzip -9 size, to docs/measurements/morris-tables.txt.
# The files go to target/morris-tables/ (not committed: they are rebuilt in about a minute).
# Runs under nice (the machine is shared); safe to run in the background:
#   nohup scripts/morris-tables.sh > /dev/null 2>&1 &
# MAX=3 scripts/morris-tables.sh builds 3v3 alone.
set -e
cd "$(dirname "$0")/.."
max=${MAX:-4}
out=target/morris-tables
log=docs/measurements/morris-tables.txt
mkdir -p "$out"
nice cargo build --release -q -p ttakji-cli
{
  echo "# scripts/morris-tables.sh, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD), $(nproc) cores"
  for flying in on off; do
    file="$out/nmm-flying-$flying.bin"
    echo
    echo "\$ ttakji tables nine-mens-morris --flying $flying --max $max --out $file"
    /usr/bin/time -f "wall %e s, max resident %M KB" nice ./target/release/ttakji tables nine-mens-morris \
      --flying "$flying" --max "$max" --out "$file" 2>&1
    echo "raw $(wc -c < "$file") bytes, gzip -9 $(gzip -9 -c "$file" | wc -c) bytes"
    # Reading the file back and one probe (white to move, 4v3).
    /usr/bin/time -f "read and probed: wall %e s, max resident %M KB" ./target/release/ttakji probe \
      nine-mens-morris --flying "$flying" --tables "$file" \
      --position "W../.BB/.../..W.../..B/.../WW. w 0 0 0 40" 2>&1 | sed -n '1p;$p'
  done
} > "$log.tmp"
mv "$log.tmp" "$log"
cat "$log"
