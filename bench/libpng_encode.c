/*
 * libpng's own best time for one image at vfl-preview's settings: the floor for vfl-preview's
 * PNG encoder (which calls libpng through Swift).
 *
 * Reads a raw image written by vfl-bench (width and height as little-endian uint32, then RGBA
 * bytes) and encodes it to memory, repeatedly, with exactly vfl-preview's call and settings:
 * png_image_write_to_memory with PNG_IMAGE_FLAG_FAST (filter NONE, zlib level 3; sRGB chunk;
 * 8-bit RGBA) into a preallocated buffer, so nothing but libpng and zlib is timed.
 * Prints one JSON line with the minimum ("best") and the median.
 *
 * Built by bench/run: gcc -O2 bench/libpng_encode.c $(pkg-config --cflags --libs libpng)
 * usage: libpng_encode IMAGE.rgba [RUNS]
 */
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *values, int count) {
  qsort(values, count, sizeof(double), compare_doubles);
  return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: libpng_encode IMAGE.rgba [RUNS]\n");
    return 64;
  }
  int runs = argc > 2 ? atoi(argv[2]) : 7;
  if (runs < 1) runs = 1;
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 66;
  }
  unsigned char header[8];
  if (fread(header, 1, 8, file) != 8) return 65;
  uint32_t width = header[0] | header[1] << 8 | header[2] << 16 | (uint32_t)header[3] << 24;
  uint32_t height = header[4] | header[5] << 8 | header[6] << 16 | (uint32_t)header[7] << 24;
  size_t bytes = (size_t)width * height * 4;
  unsigned char *pixels = malloc(bytes);
  if (fread(pixels, 1, bytes, file) != bytes) return 65;
  fclose(file);

  /* The same upper bound vfl-preview allocates (libpng's PNG_IMAGE_PNG_SIZE_MAX). */
  size_t data = (bytes + height);
  size_t capacity = data + (data + 7) / 8 + (data + 63) / 64 + 11 + 12 * (data / 8192) + 1024;
  unsigned char *output = malloc(capacity);
  double *simple = malloc(sizeof(double) * runs);
  size_t simple_size = 0;
  for (int run = 0; run < runs; run++) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    image.flags = PNG_IMAGE_FLAG_FAST;
    png_alloc_size_t size = capacity;
    double start = now_ms();
    if (!png_image_write_to_memory(&image, output, &size, 0, pixels, (png_int_32)(width * 4), NULL)) {
      fprintf(stderr, "libpng: %s\n", image.message);
      return 1;
    }
    simple[run] = now_ms() - start;
    simple_size = size;
  }
  double simple_min = simple[0];
  for (int run = 1; run < runs; run++)
    if (simple[run] < simple_min) simple_min = simple[run];
  printf("{\"image\": [%u, %u], \"libpng\": \"%s\", \"bestMs\": %.3f, \"medianMs\": %.3f, \"pngBytes\": %zu}\n",
         width, height, png_get_libpng_ver(NULL), simple_min, median(simple, runs), simple_size);
  return 0;
}
