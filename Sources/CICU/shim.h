#include <stdint.h>
#include <unicode/uvernum.h>

// Only ICU's version macros are included: Foundation brings its own copy of ICU's types (UErrorCode and the
// rest), and a second definition of them in this module would clash. The three plural-rule functions are
// declared here with plain C types instead (UErrorCode is an int-sized enum, UChar a UTF-16 code unit), under
// the versioned names ICU exports (uplrules_open_72), which Swift cannot reach through ICU's renaming macros.
typedef struct UnfoldPluralRules UnfoldPluralRules;

UnfoldPluralRules *U_ICU_ENTRY_POINT_RENAME(uplrules_open)(const char *locale, int *status);
void U_ICU_ENTRY_POINT_RENAME(uplrules_close)(UnfoldPluralRules *rules);
int32_t U_ICU_ENTRY_POINT_RENAME(uplrules_select)(const UnfoldPluralRules *rules, double number, uint16_t *keyword,
                                                  int32_t capacity, int *status);

static inline UnfoldPluralRules *unfold_plural_rules_open(const char *locale, int *status) {
    return U_ICU_ENTRY_POINT_RENAME(uplrules_open)(locale, status);
}

static inline void unfold_plural_rules_close(UnfoldPluralRules *rules) {
    U_ICU_ENTRY_POINT_RENAME(uplrules_close)(rules);
}

static inline int32_t unfold_plural_rules_select(const UnfoldPluralRules *rules, double number, uint16_t *keyword,
                                                 int32_t capacity, int *status) {
    return U_ICU_ENTRY_POINT_RENAME(uplrules_select)(rules, number, keyword, capacity, status);
}
