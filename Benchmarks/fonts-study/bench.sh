#!/bin/bash
# bench.sh NAME MODE RULES FILES... : runs fontbench MODE 9 times (fresh process each)
# and prints the median of each figure, plus the median peak RSS from /usr/bin/time -v.
cd "$(dirname "$0")"; n=$1; mode=$2; rules=$3; shift 3
x=(); [ "$rules" != - ] && x=(-x "$rules")
for i in $(seq 9); do
  /usr/bin/time -v ./fontbench -n 20 "${x[@]}" $mode -- "$@" > b.out 2> b.err
  add=$(awk '/^faces/{print $4}' b.out); faces=$(awk '/^faces/{print $2}' b.out)
  lines=$(awk '/first/{printf "%s=%s/%s ", $1, $3, $6}' b.out)
  rss=$(awk '/Maximum resident/{print $6}' b.err); wall=$(awk '/Elapsed/{print $8}' b.err)
  tot=$(awk '/^total/{print $2}' b.out)
  echo "$faces $add $tot $rss $lines"
done | python3 -c "
import sys,statistics as st
rows=[l.split() for l in sys.stdin]
med=lambda xs: st.median(xs)
faces=rows[0][0]; add=med([float(r[1]) for r in rows]); tot=med([float(r[2]) for r in rows]); rss=med([int(r[3]) for r in rows])
out=f'$n: faces {faces}  add-files {add:.1f} ms  process-internal total {tot:.1f} ms  peak RSS {rss/1024:.1f} MiB'
for k in range(4, len(rows[0])):
    name=rows[0][k].split('=')[0]
    f=med([float(r[k].split('=')[1].split('/')[0]) for r in rows]); w=med([float(r[k].split('/')[1]) for r in rows])
    out+=f'  | {name}: first {f:.2f} ms warm {w:.3f} ms'
print(out)"
