# make-unicodes.py: writes unicodes-A.txt, -B.txt and -C.txt, the code points
# the CJK subsets keep (decoded from the legacy national character sets with
# Python's codecs, plus ASCII, CJK punctuation, full/half-width forms,
# compatibility jamo and general punctuation).
def two_byte(enc, rng1, rng2):
    s = set()
    for a in rng1:
        for b in rng2:
            try: t = bytes([a, b]).decode(enc)
            except Exception: continue
            if len(t) == 1: s.add(ord(t))
    return s
trail_big5 = list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))
jis = two_byte('euc_jp', range(0xA1, 0xFF), range(0xA1, 0xFF))        # JIS X 0208
gb = two_byte('gb2312', range(0xA1, 0xF8), range(0xA1, 0xFF))         # GB 2312
big5 = two_byte('big5', range(0xA1, 0xFA), trail_big5)                # Big5, all
big5l1 = two_byte('big5', range(0xA4, 0xC7), trail_big5)              # Big5 level 1 (frequent hanzi, A440-C67E)
ksx = two_byte('euc_kr', range(0xA1, 0xFF), range(0xA1, 0xFF))        # KS X 1001
base = set(range(0x20, 0x7F)) | set(range(0x3000, 0x3100)) | set(range(0xFF00, 0xFFF0)) \
     | set(range(0x3130, 0x3190)) | set(range(0x2000, 0x2070))
hangul = set(range(0xAC00, 0xD7A4))
sets = {'A': jis | gb | big5l1 | ksx | base,
        'B': jis | gb | big5 | ksx | base | hangul}
sets['C'] = sets['A'] | hangul | {0x20B9F}
for name, s in sets.items():
    open(f'unicodes-{name}.txt', 'w').write(','.join('U+%04X' % c for c in sorted(s)))
    print(name, len(s))
