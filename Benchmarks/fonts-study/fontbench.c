// fontbench: builds a private fontconfig configuration holding only the font
// files given (as Bezel's FontSystem does), a PangoCairo FreeType font map
// bound to it, and lays out / renders lines of text, timing each step.
//
//   fontbench [-x rules.xml] [-o prefix] [-n warm] [-f family] MODE -- FILE...
//   MODE: scripts | latin | han | han-attr | coverage TEXT LANG
#define _GNU_SOURCE
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <math.h>

static double now_ms(void) {
    struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static PangoFontMap *fontmap;
static const char *family = "DejaVu Sans";
static const char *prefix = NULL;
static FcConfig *g_config; static char **lazy_files; static int n_lazy, lazy_loaded;
// Adds the fallback fonts on first need (text outside the first fonts' coverage).
static double load_lazy(void) {
    if (lazy_loaded || !n_lazy) return 0;
    struct timespec a, b; clock_gettime(CLOCK_MONOTONIC, &a);
    for (int i = 0; i < n_lazy; i++) FcConfigAppFontAddFile(g_config, (const FcChar8 *)lazy_files[i]);
    pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(fontmap));
    lazy_loaded = 1;
    clock_gettime(CLOCK_MONOTONIC, &b);
    return (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
}

static PangoContext *make_context(const char *lang) {
    PangoContext *c = pango_font_map_create_context(fontmap);
    cairo_font_options_t *o = cairo_font_options_create();
    cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(c, o);
    cairo_font_options_destroy(o);
    pango_cairo_context_set_resolution(c, 72);
    pango_context_set_round_glyph_positions(c, FALSE);
    pango_context_set_language(c, pango_language_from_string(lang));
    pango_context_set_base_dir(c, PANGO_DIRECTION_LTR);
    return c;
}

// Bezel's GlyphPixelSnapping: each glyph origin on a whole device pixel
// (origin ox, oy in device pixels, scale 1).
static void snap_glyphs_scaled(PangoLayout *l, double ox, double oy, double sc) {
    PangoLayoutIter *it = pango_layout_get_iter(l);
    do {
        PangoLayoutLine *line = pango_layout_iter_get_line_readonly(it);
        PangoRectangle logical; pango_layout_iter_get_line_extents(it, NULL, &logical);
        int baseline = pango_layout_iter_get_baseline(it);
        int runX = 0;
        for (GSList *n = line->runs; n; n = n->next) {
            PangoGlyphItem *run = n->data;
            runX += run->start_x_offset;
            int runY = baseline - run->y_offset;
            int pos = 0;
            for (int i = 0; i < run->glyphs->num_glyphs; i++) {
                PangoGlyphInfo *g = &run->glyphs->glyphs[i];
                if (g->glyph != PANGO_GLYPH_EMPTY) {
                    double x = sc * (ox + (double)(logical.x + runX + pos + g->geometry.x_offset) / PANGO_SCALE);
                    double y = sc * (oy + (double)(runY + g->geometry.y_offset) / PANGO_SCALE);
                    g->geometry.x_offset += (int)lround((floor(x + 0.5) - x) / sc * PANGO_SCALE);
                    g->geometry.y_offset += (int)lround((floor(y + 0.5) - y) / sc * PANGO_SCALE);
                }
                pos += g->geometry.width;
            }
            runX += pos + run->end_x_offset;
        }
    } while (pango_layout_iter_next_line(it));
    pango_layout_iter_free(it);
}

static void snap_glyphs(PangoLayout *l, double ox, double oy) { snap_glyphs_scaled(l, ox, oy, 1); }

// Lays out `text` (language `lang`, via the context or, with attr, via a
// PangoAttrLanguage) and renders it; returns the surface (caller destroys).
static cairo_surface_t *render(const char *text, const char *lang, int attr, int describe) {
    PangoContext *c = make_context(attr ? "en" : lang);
    PangoLayout *l = pango_layout_new(c);
    PangoFontDescription *d = pango_font_description_new();
    pango_font_description_set_family(d, family);
    pango_font_description_set_absolute_size(d, 32 * PANGO_SCALE);
    pango_layout_set_font_description(l, d);
    pango_font_description_free(d);
    pango_layout_set_text(l, text, -1);
    if (attr) {
        PangoAttrList *al = pango_attr_list_new();
        pango_attr_list_insert(al, pango_attr_language_new(pango_language_from_string(lang)));
        pango_layout_set_attributes(l, al);
        pango_attr_list_unref(al);
    }
    int w, h; pango_layout_get_pixel_size(l, &w, &h);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 640, 48);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    pango_cairo_update_layout(cr, l);
    cairo_move_to(cr, 4, 2);
    if (!getenv("NOSNAP")) snap_glyphs(l, 4, 2);
    pango_cairo_show_layout(cr, l);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    if (describe) {
        PangoLayoutIter *it = pango_layout_get_iter(l);
        do {
            PangoLayoutRun *run = pango_layout_iter_get_run_readonly(it);
            if (!run) continue;
            PangoFontDescription *fd = pango_font_describe(run->item->analysis.font);
            char *fds = pango_font_description_to_string(fd);
            printf("    run [%.*s] lang=%s font=%s glyphs=", run->item->length, text + run->item->offset,
                   pango_language_to_string(run->item->analysis.language), fds);
            for (int i = 0; i < run->glyphs->num_glyphs; i++)
                printf("%s%u", i ? "," : "", run->glyphs->glyphs[i].glyph);
            printf("\n");
            g_free(fds); pango_font_description_free(fd);
        } while (pango_layout_iter_next_run(it));
        pango_layout_iter_free(it);
        printf("    unknown glyphs: %d, size %dx%d\n", pango_layout_get_unknown_glyphs_count(l), w, h);
    }
    g_object_unref(l); g_object_unref(c);
    return s;
}

static void save(cairo_surface_t *s, const char *name) {
    if (!prefix) return;
    char path[1024]; snprintf(path, sizeof path, "%s%s.png", prefix, name);
    cairo_surface_write_to_png(s, path);
}

static unsigned long hash_surface(cairo_surface_t *s) {
    unsigned char *p = cairo_image_surface_get_data(s);
    int n = cairo_image_surface_get_stride(s) * cairo_image_surface_get_height(s);
    unsigned long h = 1469598103934665603UL;
    for (int i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211UL; }
    return h;
}

static unsigned long hash_surface(cairo_surface_t *s);
static void save(cairo_surface_t *s, const char *name);
// Renders `text` at each size and device scale; prints a hash per image.
static void grid(const char *name, const char *text, const char *lang) {
    double sizes[] = {11, 13, 17, 20, 24.5, 32, 48};
    double scales[] = {1, 2, 3, 1.5};
    for (int a = 0; a < 7; a++) for (int b = 0; b < 4; b++) {
        double sz = sizes[a], sc = scales[b];
        PangoContext *c = make_context(lang);
        PangoLayout *l = pango_layout_new(c);
        PangoFontDescription *d = pango_font_description_new();
        pango_font_description_set_family(d, (!strcmp(name, "emoji") && getenv("EMOJIFAMILY")) ? getenv("EMOJIFAMILY") : family);
        pango_font_description_set_absolute_size(d, sz * PANGO_SCALE);
        if (getenv("BOLD")) pango_font_description_set_weight(d, PANGO_WEIGHT_BOLD);
        pango_layout_set_font_description(l, d); pango_font_description_free(d);
        pango_layout_set_text(l, text, -1);
        int w, h; pango_layout_get_pixel_size(l, &w, &h);
        double rot0 = getenv("ROT") ? atof(getenv("ROT")) : 0;
        cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil((w + 8) * sc), (int)ceil((h + 4) * sc * (rot0 != 0 ? 3 : 1)));
        cairo_t *cr = cairo_create(s);
        cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr);
        cairo_scale(cr, sc, sc);
        double rot = getenv("ROT") ? atof(getenv("ROT")) : 0;
        if (rot != 0) { cairo_translate(cr, 0, h); cairo_rotate(cr, rot * M_PI / 180); }
        cairo_set_source_rgba(cr, 0.1, 0.2, 0.6, 0.8);
        pango_cairo_update_layout(cr, l);
        cairo_move_to(cr, 4, 2);
        if (!getenv("NOSNAP") && rot == 0) snap_glyphs_scaled(l, 4, 2, sc);
        pango_cairo_show_layout(cr, l);
        cairo_destroy(cr); cairo_surface_flush(s);
        char nm[256]; snprintf(nm, sizeof nm, "%s-%g-x%g", name, sz, sc);
        printf("%s %016lx\n", nm, hash_surface(s));
        save(s, nm);
        cairo_surface_destroy(s); g_object_unref(l); g_object_unref(c);
    }
}

typedef struct { const char *name, *text, *lang; } Line;

int main(int argc, char **argv) {
    const char *rules = NULL; int warm = 50; int i = 1;
    for (; i < argc && argv[i][0] == '-' && strcmp(argv[i], "--"); i++) {
        if (!strcmp(argv[i], "-x")) rules = argv[++i];
        else if (!strcmp(argv[i], "-o")) prefix = argv[++i];
        else if (!strcmp(argv[i], "-n")) warm = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-f")) family = argv[++i];
    }
    const char *mode = argv[i++];
    const char *ctext = NULL, *clang = NULL;
    if (!strcmp(mode, "coverage")) { ctext = argv[i++]; clang = argv[i++]; }
    if (i < argc && !strcmp(argv[i], "--")) i++;

    double t0 = now_ms();
    FcConfig *empty = FcConfigCreate(); FcConfigSetSysRoot(empty, NULL);
    FcConfigSetCurrent(empty); FcConfigDestroy(empty);
    FcConfig *config = FcConfigCreate(); FcConfigSetSysRoot(config, NULL);
    g_config = config;
    for (; i < argc; i++) {
        if (!strcmp(argv[i], "--lazy")) { lazy_files = argv + i + 1; n_lazy = argc - i - 1; break; }
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)argv[i])) fprintf(stderr, "cannot load %s\n", argv[i]);
    }
    if (rules) {
        FILE *f = fopen(rules, "r"); static char buf[65536]; size_t n = fread(buf, 1, sizeof buf - 1, f); buf[n] = 0; fclose(f);
        if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)buf, FcTrue)) fprintf(stderr, "rules failed\n");
    }
    double t1 = now_ms();
    fontmap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontmap), config);
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(fontmap), 72);
    double t2 = now_ms();
    FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
    printf("faces %d  add-files %.2f ms  fontmap %.2f ms\n", set ? set->nfont : 0, t1 - t0, t2 - t1);

    Line scripts[] = {
        {"latin", "Bezel buttons: The quick brown fox jumps 0123", "en"},
        {"ja", "Bezelボタンを作る — 日本語の文章です。直骨", "ja"},
        {"ar", "مرحبا بالعالم — النص العربي", "ar"},
        {"emoji", "😀👍🏽🇯🇵👩‍👩‍👧❤️🎉🐱", "en"},
    };
    Line han[] = {
        {"han-ja", "直骨角化写", "ja"}, {"han-zh-cn", "直骨角化写", "zh-cn"},
        {"han-zh-tw", "直骨角化写", "zh-tw"}, {"han-ko", "直骨角化写", "ko"},
        {"han-en", "直骨角化写", "en"},
    };
    if (!strcmp(mode, "latin") || !strcmp(mode, "scripts")) {
        int n = !strcmp(mode, "latin") ? 1 : 4;
        for (int k = 0; k < n; k++) {
            if (k == 1 && n_lazy) printf("lazy fallback fonts added in %.2f ms\n", load_lazy());
            double a = now_ms();
            cairo_surface_t *s = render(scripts[k].text, scripts[k].lang, 0, 0);
            double b = now_ms();
            save(s, scripts[k].name);
            unsigned long h = hash_surface(s);
            cairo_surface_destroy(s);
            double c = now_ms();
            for (int r = 0; r < warm; r++) cairo_surface_destroy(render(scripts[k].text, scripts[k].lang, 0, 0));
            double d = now_ms();
            printf("%-6s first %.2f ms  warm %.3f ms  hash %016lx\n", scripts[k].name, b - a, (d - c) / warm, h);
        }
        for (int k = 0; k < n; k++) { cairo_surface_destroy(render(scripts[k].text, scripts[k].lang, 0, 1)); }
    } else if (!strcmp(mode, "han") || !strcmp(mode, "han-attr")) {
        for (int k = 0; k < 5; k++) {
            cairo_surface_t *s = render(han[k].text, han[k].lang, !strcmp(mode, "han-attr"), 0);
            printf("%-10s hash %016lx\n", han[k].name, hash_surface(s));
            save(s, han[k].name);
            cairo_surface_destroy(s);
            cairo_surface_destroy(render(han[k].text, han[k].lang, !strcmp(mode, "han-attr"), 1));
        }
    } else if (!strcmp(mode, "grid")) {
        grid("emoji", "😀👍🏽🇯🇵👩‍👩‍👧❤️🎉🐱 ok 1#️⃣", "en");
        grid("ja", "Bezelボタンを作る。直骨", "ja");
        grid("zh", "直骨角化写 简体中文", "zh-cn");
        grid("ko", "한국어 텍스트", "ko");
        grid("ar", "مرحبا بالعالم ١٢٣", "ar");
        grid("he", "שלום עולם", "he");
        grid("th", "ภาษาไทย สวัสดี", "th");
        grid("hi", "हिन्दी देवनागरी", "hi");
    } else if (!strcmp(mode, "coverage")) {
        cairo_surface_t *s = render(ctext, clang, 0, 1);
        save(s, "coverage"); cairo_surface_destroy(s);
    }
    struct rusage ru; getrusage(RUSAGE_SELF, &ru);
    printf("total %.1f ms  maxrss %ld KiB\n", now_ms() - t0, ru.ru_maxrss);
    return 0;
}
