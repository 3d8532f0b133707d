/*
 * cmark_floor: the cost floor of a markdown site compiler.
 *
 * Parses and renders every `*.md` file under INPUT_DIR with libcmark
 * (cmark_parse_document + cmark_render_html) and writes each page's HTML to
 * OUTPUT_DIR/<relative path>.html, the way a site generator would. YAML front
 * matter ("---\n ... \n---\n" at the start of a file) is skipped, as any site
 * generator does before parsing. Files are shared between worker threads
 * through one atomic counter (dynamic load balancing).
 *
 * Anything higdoc does beyond this (front matter parsing, its document model,
 * checks, templates) is overhead over this floor.
 *
 * Build: cc -O2 -o bench/floor/cmark-floor bench/floor/cmark_floor.c -lcmark -lpthread
 * Usage: cmark-floor [-j THREADS] [-u] [-n] INPUT_DIR OUTPUT_DIR
 *   -j  worker threads (default 2)
 *   -u  render raw HTML (CMARK_OPT_UNSAFE); default is CMARK_OPT_DEFAULT
 *   -n  do not write the HTML files (measures parse + render alone; OUTPUT_DIR is still created)
 */
#define _GNU_SOURCE
#include <cmark.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char **paths;            /* relative to the input dir, sorted */
static size_t path_count, path_capacity;
static size_t input_prefix_len; /* strlen(input dir) + 1 */
static const char *input_dir, *output_dir;
static int render_options = CMARK_OPT_DEFAULT;
static int write_output = 1;
static atomic_size_t next_index;
static atomic_size_t bytes_in, bytes_out;
static atomic_int failures;

static int collect(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    (void)st;
    (void)ftw;
    size_t len = strlen(path);
    if (type == FTW_F && len > 3 && strcmp(path + len - 3, ".md") == 0) {
        if (path_count == path_capacity) {
            path_capacity = path_capacity ? 2 * path_capacity : 1024;
            paths = realloc(paths, path_capacity * sizeof *paths);
            if (!paths) { perror("realloc"); exit(2); }
        }
        paths[path_count++] = strdup(path + input_prefix_len);
    } else if (type == FTW_D && len >= input_prefix_len) {
        /* Create the mirror directory up front so workers never race on mkdir. */
        char out[4096];
        snprintf(out, sizeof out, "%s/%s", output_dir, path + input_prefix_len);
        if (mkdir(out, 0755) != 0 && errno != EEXIST) { perror(out); exit(2); }
    }
    return 0;
}

static int compare_paths(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *read_file(const char *path, size_t *len) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return NULL;
    struct stat st;
    if (fstat(fd, &st) != 0) { close(fd); return NULL; }
    char *buf = malloc((size_t)st.st_size + 1);
    size_t got = 0;
    while (buf && got < (size_t)st.st_size) {
        ssize_t n = read(fd, buf + got, (size_t)st.st_size - got);
        if (n <= 0) { free(buf); buf = NULL; break; }
        got += (size_t)n;
    }
    close(fd);
    *len = got;
    return buf;
}

/* Returns the offset of the markdown body after a leading YAML front matter block. */
static size_t body_offset(const char *text, size_t len) {
    if (len < 4 || memcmp(text, "---\n", 4) != 0) return 0;
    const char *end = memmem(text + 3, len - 3, "\n---\n", 5);
    return end ? (size_t)(end - text) + 5 : 0;
}

static int write_all(const char *path, const char *data, size_t len) {
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return -1;
    size_t put = 0;
    while (put < len) {
        ssize_t n = write(fd, data + put, len - put);
        if (n <= 0) { close(fd); return -1; }
        put += (size_t)n;
    }
    return close(fd);
}

static void *worker(void *arg) {
    (void)arg;
    char in[4096], out[4096];
    for (;;) {
        size_t i = atomic_fetch_add(&next_index, 1);
        if (i >= path_count) break;
        snprintf(in, sizeof in, "%s/%s", input_dir, paths[i]);
        snprintf(out, sizeof out, "%s/%.*s.html", output_dir, (int)(strlen(paths[i]) - 3), paths[i]);
        size_t len;
        char *text = read_file(in, &len);
        if (!text) { perror(in); atomic_fetch_add(&failures, 1); continue; }
        size_t skip = body_offset(text, len);
        cmark_node *doc = cmark_parse_document(text + skip, len - skip, CMARK_OPT_DEFAULT);
        char *html = cmark_render_html(doc, render_options);
        size_t html_len = strlen(html);
        if (write_output && write_all(out, html, html_len) != 0) { perror(out); atomic_fetch_add(&failures, 1); }
        atomic_fetch_add(&bytes_in, len);
        atomic_fetch_add(&bytes_out, html_len);
        free(html);
        cmark_node_free(doc);
        free(text);
    }
    return NULL;
}

int main(int argc, char **argv) {
    int threads = 2, opt;
    while ((opt = getopt(argc, argv, "j:un")) != -1) {
        if (opt == 'j') threads = atoi(optarg);
        else if (opt == 'u') render_options |= CMARK_OPT_UNSAFE;
        else if (opt == 'n') write_output = 0;
        else goto usage;
    }
    if (argc - optind != 2 || threads < 1) {
    usage:
        fprintf(stderr, "usage: %s [-j THREADS] [-u] [-n] INPUT_DIR OUTPUT_DIR\n", argv[0]);
        return 2;
    }
    char *in_dir = strdup(argv[optind]), *out_dir = strdup(argv[optind + 1]);
    for (size_t n = strlen(in_dir); n > 1 && in_dir[n - 1] == '/'; n--) in_dir[n - 1] = '\0';
    for (size_t n = strlen(out_dir); n > 1 && out_dir[n - 1] == '/'; n--) out_dir[n - 1] = '\0';
    input_dir = in_dir;
    output_dir = out_dir;
    input_prefix_len = strlen(input_dir) + 1;
    if (mkdir(output_dir, 0755) != 0 && errno != EEXIST) { perror(output_dir); return 2; }
    if (nftw(input_dir, collect, 32, FTW_PHYS) != 0) { perror(input_dir); return 2; }
    qsort(paths, path_count, sizeof *paths, compare_paths);

    pthread_t *ids = calloc((size_t)threads, sizeof *ids);
    for (int t = 0; t < threads; t++) pthread_create(&ids[t], NULL, worker, NULL);
    for (int t = 0; t < threads; t++) pthread_join(ids[t], NULL);

    fprintf(stderr, "cmark-floor: %zu files, %zu bytes of markdown -> %zu bytes of HTML%s, %d threads, libcmark %s\n",
            path_count, (size_t)bytes_in, (size_t)bytes_out, write_output ? "" : " (not written)", threads,
            cmark_version_string());
    return failures ? 1 : 0;
}
