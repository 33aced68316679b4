// What both sides of the benchmark share: the label generator, the wait for a painted frame,
// the resident set size and the digest that checks both windows show the same rows.

#include "GtkBaseline.h"

#include <gtk/gtk.h>
#include <stdio.h>
#include <unistd.h>

// js-framework-benchmark's word lists.
static const char *adjectives[] = {
    "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean",
    "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important",
    "inexpensive", "cheap", "expensive", "fancy"};
static const char *colours[] = {
    "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"};
static const char *nouns[] = {
    "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse",
    "keyboard"};

// xorshift64*: small, fast and the same on every platform.
static uint32_t next_random(uint64_t *state, uint32_t bound) {
    uint64_t x = *state ? *state : 0x9E3779B97F4A7C15ull;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1Dull) >> 32) % bound;
}

void baseline_next_label(uint64_t *state, char *buffer, size_t size) {
    const char *adjective = adjectives[next_random(state, G_N_ELEMENTS(adjectives))];
    const char *colour = colours[next_random(state, G_N_ELEMENTS(colours))];
    const char *noun = nouns[next_random(state, G_N_ELEMENTS(nouns))];
    snprintf(buffer, size, "%s %s %s", adjective, colour, noun);
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    *(gboolean *)data = TRUE;
}

void baseline_wait_for_frame(void *window) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(window));
    g_return_if_fail(clock != NULL);
    gboolean painted = FALSE;
    gulong handler = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), &painted);
    gtk_widget_queue_draw(GTK_WIDGET(window));
    while (!painted) g_main_context_iteration(NULL, TRUE);
    g_signal_handler_disconnect(clock, handler);
}

long baseline_resident_bytes(void) {
    long size = 0, resident = 0;
    FILE *statm = fopen("/proc/self/statm", "r");
    if (statm == NULL) return -1;
    int read = fscanf(statm, "%ld %ld", &size, &resident);
    fclose(statm);
    return read == 2 ? resident * sysconf(_SC_PAGESIZE) : -1;
}

static void digest_labels(GtkWidget *widget, uint64_t *hash, int *count) {
    if (GTK_IS_LABEL(widget)) {
        // FNV-1a over the text and a separator.
        for (const char *c = gtk_label_get_text(GTK_LABEL(widget)); *c; c++) {
            *hash = (*hash ^ (uint8_t)*c) * 0x100000001B3ull;
        }
        *hash = (*hash ^ 0x1F) * 0x100000001B3ull;
        *count += 1;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        digest_labels(child, hash, count);
    }
}

uint64_t baseline_label_digest(void *window, int *count) {
    uint64_t hash = 0xCBF29CE484222325ull;
    *count = 0;
    GtkWidget *content = gtk_window_get_child(GTK_WINDOW(window));
    if (content != NULL) digest_labels(content, &hash, count);
    return hash;
}

const char *baseline_gtk_version(void) {
    static char version[32];
    snprintf(version, sizeof version, "%u.%u.%u", gtk_get_major_version(), gtk_get_minor_version(),
             gtk_get_micro_version());
    return version;
}

void baseline_scroll_window_content(void *window) {
    GtkWidget *content = gtk_window_get_child(GTK_WINDOW(window));
    g_return_if_fail(content != NULL);
    g_object_ref(content);
    gtk_window_set_child(GTK_WINDOW(window), NULL);
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), content);
    g_object_unref(content);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
}
