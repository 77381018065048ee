#ifndef TOUCHLAB_TRACE_BUFFER_H
#define TOUCHLAB_TRACE_BUFFER_H

#include <stddef.h>

/* The buffer of a trace file streamed as a run goes (Swift's TraceFileStream): its lines are
   copied here and written with write(2) when it fills, and the handlers of a crash, a kill and
   an exit write what it holds before the process ends, so that a buffered trace keeps every
   record written before the end, as one written through would. write(2) and lseek(2) are
   async-signal-safe; the handler reads only the fields below, which Swift changes in an order
   that leaves them meaning whole records at every instant:
   - bytes [0, published) are whole lines (a line is published only after it is copied);
   - the file's offset minus `start` is how much of them write(2) has already put in the file
     (so a signal that interrupts the owner's own write(2) does not write those bytes twice).
   SIGKILL runs no handler: what the buffer holds then is lost (at most one buffer). */
struct touchlab_trace_buffer;

/* A buffer of `capacity` bytes for the open file `descriptor`, empty, at the file's start;
   NULL when there is no memory. Not armed. */
struct touchlab_trace_buffer *touchlab_trace_buffer_create(int descriptor, size_t capacity);

/* Where the lines are copied (capacity bytes). */
unsigned char *touchlab_trace_buffer_bytes(struct touchlab_trace_buffer *buffer);

/* Bytes [0, length) are whole lines, to be written by a handler if the process ends now. */
void touchlab_trace_buffer_publish(struct touchlab_trace_buffer *buffer, size_t length);

/* The owner wrote the first `length` bytes to the file: the buffer is empty again. */
void touchlab_trace_buffer_emptied(struct touchlab_trace_buffer *buffer, size_t length);

/* The buffer the handlers flush (one at a time: the latest armed); disarm puts none back only
   if `buffer` is the armed one. */
void touchlab_trace_buffer_arm(struct touchlab_trace_buffer *buffer);
void touchlab_trace_buffer_disarm(struct touchlab_trace_buffer *buffer);

/* Disarms it and frees it. */
void touchlab_trace_buffer_destroy(struct touchlab_trace_buffer *buffer);

/* From a signal or exit handler: writes the armed buffer's published lines not yet in the file,
   once (the buffer is disarmed first). */
void touchlab_trace_buffer_flush_now(void);

/* What flush_now does to the armed buffer, to this one (tests: another test's stream may be the
   armed one). */
void touchlab_trace_buffer_write_out(struct touchlab_trace_buffer *buffer);

#endif
