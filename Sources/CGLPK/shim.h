#include <glpk.h>
