#include <isa-l/igzip_lib.h>

/* The level buffers' sizes are macros built from other macros; these give them to Swift as plain numbers. */
static inline unsigned int unfold_isal_level_buffer_size(int level) {
    switch (level) {
    case 1: return ISAL_DEF_LVL1_DEFAULT;
    case 2: return ISAL_DEF_LVL2_DEFAULT;
    case 3: return ISAL_DEF_LVL3_DEFAULT;
    default: return 0;
    }
}
