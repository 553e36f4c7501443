#!/bin/bash
# fetch-fonts.sh [OUT] [SET]: brings the fonts this study measured, exactly,
# and makes the CJK subsets.
#   OUT  folder to fill (default ./fonts-out)
#   SET  code-point set for the CJK subset: A (JIS X 0208 + GB2312 + Big5
#        level 1 + KS X 1001) or C (A + all 11,172 Hangul + U+20B9F); the
#        unicodes-SET.txt file beside this script lists it (made by make-unicodes.py)
# Sources: Debian 12 packages by exact version (apt-get download; the same
# .debs stay in Debian's snapshot archive if a point release drops them) and
# one PyPI wheel (monochrome Noto Emoji, the only place here that ships it),
# each checked by SHA-256; fontTools pinned for the subsetting.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(mkdir -p "${1:-fonts-out}" && cd "${1:-fonts-out}" && pwd); set=${2:-C}
work=$(mktemp -d); cd "$work"
apt-get download fonts-noto-cjk=1:20220127+repack1-1 fonts-noto-core=20201225-1 \
    fonts-noto-color-emoji=2.042-0+deb12u1
sha256sum -c - <<'SUMS'
4a2515eb6db3978b897fef9709ed0d2b1f4c6c4df4d83d6c4ef65f71f1b1f502  fonts-noto-cjk_1%3a20220127+repack1-1_all.deb
58f4f0bb6720f919f92096b3508e1412a0f1544424ade6c5b5bf1eb694dd64ba  fonts-noto-core_20201225-1_all.deb
a5ab0f69c7938423862320d9aca5dd187b3fd879d6a9a57dd52e17c3fa8d2751  fonts-noto-color-emoji_2.042-0+deb12u1_all.deb
SUMS
for d in *.deb; do dpkg-deb -x "$d" x; done
pip download --no-deps manimgx-fonts==2026.9.26.post1 -d .
echo "e5e21178263ddec3eef9414d2b52a1c90ac01062d3e9067460f3359f854c3e17  manimgx_fonts-2026.9.26.post1-py3-none-any.whl" | sha256sum -c -
python3 -m zipfile -e manimgx_fonts-2026.9.26.post1-py3-none-any.whl whl
n=x/usr/share/fonts/truetype/noto
cp x/usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc .
cp $n/NotoSans{Arabic,Hebrew,Thai,Devanagari}-{Regular,Bold}.ttf $n/NotoColorEmoji.ttf "$out/"
cp "whl/manimgx_fonts/NotoEmoji[wght].ttf" "$out/NotoEmoji-VF.ttf"
cd "$out" && sha256sum -c - <<'SUMS'
ded6fc7359ca36d15d7aab9ef0c066e21ce48b26a069994d6602fa2cb9a1b952  NotoSansArabic-Bold.ttf
504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e  NotoSansArabic-Regular.ttf
77ad688cfe1dc55185bf4edb4db3c614202c65dd23a1463ad0e23fc52bcc9a5c  NotoSansDevanagari-Bold.ttf
79a470365ccb210fa3c7d8d8ff2e005ef9d983cfd067f735a0caf7e15070ca9f  NotoSansDevanagari-Regular.ttf
d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3  NotoSansHebrew-Bold.ttf
436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7  NotoSansHebrew-Regular.ttf
97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e  NotoSansThai-Bold.ttf
dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93  NotoSansThai-Regular.ttf
e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec  NotoColorEmoji.ttf
de6c18832938afc99caf132b39d6a30a19bac7f2e812e28db2535b4608d27551  NotoEmoji-VF.ttf
SUMS
cd "$work" && sha256sum -c - <<'SUMS'
b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a  NotoSansCJK-Regular.ttc
faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb  NotoSansCJK-Bold.ttc
SUMS
pip install 'fonttools==4.68.0'
cp "$here/unicodes-$set.txt" .
for w in Regular Bold; do
    python3 "$here/make-subset2.py" NotoSansCJK-$w.ttc "$set" "$out/NotoSansCJK-$w-$set.ttc" &
done
wait
cd "$out"
case "$set" in   # the subsets are reproducible byte for byte (fontTools 4.68.0)
    C) sha256sum -c - <<'SUMS'
8c5d0eda94f689805c1a39e13b25bd9615a1491415e7512a8f41025a06e477aa  NotoSansCJK-Regular-C.ttc
1f4ac0612eaf8d23a394931ea097102a16c03dc7cddb006ab7fe6cfde21eb4fc  NotoSansCJK-Bold-C.ttc
SUMS
    ;;
    A) sha256sum -c - <<'SUMS'
c7754734df9e8c20ea619a9299fa215fe8c39097816f780556163ea72b86cc4c  NotoSansCJK-Regular-A.ttc
SUMS
    ;;
esac
rm -rf "$work"
