// zlib (zlib1g-dev, which libpng-dev installs): the APNG writer deflates its frames' rows itself.
#include <zlib.h>
