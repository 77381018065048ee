#include "touchlab_trace_buffer.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/types.h>
#include <unistd.h>

/* Lock-free atomics, so that a handler on any thread reads whole values (sig_atomic_t is an int,
   too narrow for a file offset). */
struct touchlab_trace_buffer {
  int descriptor;
  unsigned char *bytes;
  atomic_size_t published;
  /* The file offset where bytes[0] goes: everything before it is in the file. */
  _Atomic int64_t start;
};

static _Atomic(struct touchlab_trace_buffer *) armed;

struct touchlab_trace_buffer *touchlab_trace_buffer_create(int descriptor, size_t capacity) {
  struct touchlab_trace_buffer *buffer = malloc(sizeof *buffer);
  if (!buffer) return NULL;
  buffer->bytes = malloc(capacity > 0 ? capacity : 1);
  if (!buffer->bytes) {
    free(buffer);
    return NULL;
  }
  buffer->descriptor = descriptor;
  atomic_init(&buffer->published, 0);
  atomic_init(&buffer->start, 0);
  return buffer;
}

unsigned char *touchlab_trace_buffer_bytes(struct touchlab_trace_buffer *buffer) { return buffer->bytes; }

void touchlab_trace_buffer_publish(struct touchlab_trace_buffer *buffer, size_t length) {
  /* Release: the copied bytes are visible before the length that covers them. */
  atomic_store_explicit(&buffer->published, length, memory_order_release);
}

void touchlab_trace_buffer_emptied(struct touchlab_trace_buffer *buffer, size_t length) {
  /* Nothing published first, then the new start: in between, the handler sees the file ahead of
     an empty buffer and writes nothing; never the old bytes against the new start. */
  atomic_store_explicit(&buffer->published, 0, memory_order_release);
  atomic_fetch_add_explicit(&buffer->start, (int64_t)length, memory_order_release);
}

void touchlab_trace_buffer_arm(struct touchlab_trace_buffer *buffer) { atomic_store(&armed, buffer); }

void touchlab_trace_buffer_disarm(struct touchlab_trace_buffer *buffer) {
  struct touchlab_trace_buffer *expected = buffer;
  atomic_compare_exchange_strong(&armed, &expected, NULL);
}

void touchlab_trace_buffer_destroy(struct touchlab_trace_buffer *buffer) {
  if (!buffer) return;
  touchlab_trace_buffer_disarm(buffer);
  free(buffer->bytes);
  free(buffer);
}

void touchlab_trace_buffer_flush_now(void) {
  /* Taken, so that a second signal (or the exit handler after a handler) writes nothing twice. */
  struct touchlab_trace_buffer *buffer = atomic_exchange(&armed, NULL);
  if (buffer) touchlab_trace_buffer_write_out(buffer);
}

void touchlab_trace_buffer_write_out(struct touchlab_trace_buffer *buffer) {
  int saved_errno = errno;
  size_t published = atomic_load_explicit(&buffer->published, memory_order_acquire);
  int64_t start = atomic_load_explicit(&buffer->start, memory_order_acquire);
  off_t offset = lseek(buffer->descriptor, 0, SEEK_CUR);
  if (offset >= 0 && (int64_t)offset >= start) {
    size_t written = (size_t)((int64_t)offset - start);
    while (written < published) {
      ssize_t n = write(buffer->descriptor, buffer->bytes + written, published - written);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      written += (size_t)n;
    }
  }
  errno = saved_errno;
}
