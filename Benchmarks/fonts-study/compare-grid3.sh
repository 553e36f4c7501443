#!/bin/bash
# compare-grid3.sh NAME FILES... : every grid line (7 sizes x 4 device scales) on
# Debian 12 (host), Debian 13 and sid (chroots); counts images identical to Debian 12's.
# Options through the environment: X="-x rules.xml", ROT=degrees, NOSNAP=1.
cd "$(dirname "$0")"; n=$1; shift
mkdir -p out/g12/$n
./fontbench $X -o out/g12/$n/ grid -- "$@" | grep -v "^total\|^faces" > out/g12/$n.txt
for r in trixie sid; do
  mkdir -p out/g$r/$n $r-root/opt/fb/out/g/$n
  chroot $r-root sh -c "cd /opt/fb && ./fontbench $X -o out/g/$n/ grid -- $*" | grep -v "^total\|^faces" > out/g$r/$n.txt
  cp $r-root/opt/fb/out/g/$n/*.png out/g$r/$n/
  join out/g12/$n.txt out/g$r/$n.txt | awk -v n=$n -v r=$r '{split($1,p,"-"); k=p[1]; t[k]++; if ($2==$3) s[k]++; else d[k]=d[k]" "substr($1,length(k)+2)} END {for (k in t) printf "%-12s 12 vs %-6s %-6s identical %d of %d%s\n", n, r, k, s[k], t[k], (d[k]!=""?"  differ:"d[k]:"")}' | sort
done
