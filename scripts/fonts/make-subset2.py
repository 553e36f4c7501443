# make-subset2.py SRC.ttc SET OUT.ttc [faces...]: like make-subset.py, but every
# face keeps the same glyphs (the union of each face's closure), so the subset
# faces share their CFF, hmtx, vmtx, ... tables in the collection, as the
# original collection does.
import sys
from fontTools import subset
from fontTools.ttLib import TTFont, TTCollection
src, which, out = sys.argv[1], sys.argv[2], sys.argv[3]
faces = [int(x) for x in sys.argv[4:]] or [0, 1, 2, 3, 4]
unicodes = [int(u[2:], 16) for u in open(f'unicodes-{which}.txt').read().split(',')]
def options():
    o = subset.Options(); o.layout_features = ['*']; o.name_IDs = ['*']; o.name_languages = ['*']
    o.notdef_outline = True; o.hinting = True; o.glyph_names = False
    return o
keep = set()
for i in faces:   # pass 1: the closure of each face (cmap + every layout feature)
    f = TTFont(src, fontNumber=i)
    s = subset.Subsetter(options()); s.populate(unicodes=unicodes)
    s._prune_pre_subset(f); s._closure_glyphs(f)
    keep |= s.glyphs_retained
    print('closure', i, len(s.glyphs_retained), 'union', len(keep), flush=True)
fonts = []
for i in faces:   # pass 2: the same glyph set in every face
    f = TTFont(src, fontNumber=i)
    s = subset.Subsetter(options()); s.populate(glyphs=sorted(keep), unicodes=unicodes); s.subset(f)
    fonts.append(f); print('face', i, f['name'].getDebugName(1), len(f.getGlyphOrder()), flush=True)
for f in fonts:   # keep the source's head.modified, so the same input gives the same bytes
    f.recalcTimestamp = False
for f in fonts:   # format 4 overflows (>64 KiB) for the scattered subset; format 12 (3,10) maps every code point
    cmap = f['cmap']
    if any(t.format == 12 for t in cmap.tables):
        cmap.tables = [t for t in cmap.tables if t.format != 4]
c = TTCollection(); c.fonts = fonts; c.save(out, shareTables=True)
