#include "FrameSource.h"
