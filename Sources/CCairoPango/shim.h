// The C libraries Bezel draws with: Cairo (with its PDF and SVG back ends),
// Pango over Cairo, and the fontconfig/FreeType font machinery Pango uses.
#ifndef BEZEL_CCAIROPANGO_SHIM_H
#define BEZEL_CCAIROPANGO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
// Only for their version numbers, which name the rendering stack:
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <pixman.h>

#endif
