#!/bin/sh
# GNU Backgammon's own .mat files, read here and written back, checked with gnubg. gnubg plays
# itself (0-ply, seeded) a 3-point and a 7-point match (7 games, one the Crawford game) and a
# money session of two games (Jacoby on), and two people resign a 3-point match after their
# opening rolls; each is exported as crates/engine/tests/data/bg-gnubg-<name>.mat, with the
# Position ID and Match ID gnubg ends at when it imports it in bg-gnubg-<name>.ids (the
# engine's mat tests read both). Then each file goes through `ttakji mat backgammon` (read,
# every play checked, written again); gnubg imports that text, ends at the same IDs and
# exports it again, and that export, read here, gives the same games as the first (the same
# text written, and the same records). Needs the gnubg program (Debian: apt-get install
# --no-install-recommends gnubg; it may be in /usr/games).
set -e
cd "$(dirname "$0")/.."
PATH="$PATH:/usr/games"
cargo build --release -q -p ttakji-cli --bin ttakji
ttakji=$PWD/target/release/ttakji
data=crates/engine/tests/data
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The last Position ID and Match ID gnubg shows after the commands on standard input.
ids() {
  out=$(gnubg -t -q 2>&1)
  if echo "$out" | grep -E "rror|llegal|nvalid" >&2; then return 1; fi
  pid=$(echo "$out" | sed -n 's/.*Position ID: *//p' | tail -1)
  mid=$(echo "$out" | sed -n 's/.*Match ID *: *//p' | tail -1)
  echo "$pid $mid"
}

# gnubg plays itself: name, seed, then the commands that play the games; the file it exports,
# and the IDs gnubg ends at when it imports that file.
selfplay() {
  {
    printf 'set seed %s\nset jacoby on\n' "$2"
    for p in 0 1; do
      printf 'set player %s gnubg\n' $p
      printf 'set player %s chequerplay evaluation plies 0\n' $p
      printf 'set player %s cubedecision evaluation plies 0\n' $p
    done
    printf '%b' "$3"
    printf 'export match mat %s\n' "$tmp/$1.mat"
  } | gnubg -t -q > /dev/null 2>&1
  cp "$tmp/$1.mat" "$data/bg-gnubg-$1.mat"
  imported "$data/bg-gnubg-$1.mat" > "$data/bg-gnubg-$1.ids"
}

# The IDs gnubg ends at when it imports a .mat file (and exports it again as $2, if given).
imported() {
  again=${2:+export match mat $2}
  printf 'set jacoby on\nimport mat %s\n%s\nshow board\n' "$1" "$again" | ids
}

selfplay match3 7 'new match 3\n'
selfplay match7 6 'new match 7\n'
# A money session stops after each game.
selfplay money 3 'set automatic game off\nnew game\nnew game\n'
# Two people who resign after the opening roll (gnubg writes the roll with no move).
selfplay resign 5 'set player 0 human\nset player 1 human\nnew match 3\nresign single\naccept\nnew game\nresign gammon\naccept\n'

status=0
for name in match3 match7 money resign; do
  f=$data/bg-gnubg-$name.mat
  "$ttakji" mat backgammon "$f" > "$tmp/ours.mat"
  "$ttakji" mat backgammon "$f" --records > "$tmp/ours.txt"
  got=$(imported "$tmp/ours.mat" "$tmp/again.mat")
  "$ttakji" mat backgammon "$tmp/again.mat" > "$tmp/again-ours.mat"
  "$ttakji" mat backgammon "$tmp/again.mat" --records > "$tmp/again.txt"
  if [ "$got" != "$(cat "$data/bg-gnubg-$name.ids")" ]; then
    echo "$name: gnubg ends our text at $got, its own file at $(cat "$data/bg-gnubg-$name.ids")" >&2
    status=1
  elif ! diff "$tmp/ours.mat" "$tmp/again-ours.mat" >&2 || ! diff -q "$tmp/ours.txt" "$tmp/again.txt" >&2; then
    echo "$name: gnubg's export of our text reads as other games" >&2
    status=1
  else
    echo "$name: $(grep -c '^ Game ' "$f") games, gnubg agrees ($got)"
  fi
done
exit $status
