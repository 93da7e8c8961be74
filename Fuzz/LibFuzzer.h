#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own mutator, available to a custom mutator.
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);
