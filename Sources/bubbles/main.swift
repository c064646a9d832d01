import BubblesCLI

#if canImport(Glibc)
import Glibc
#endif

exit(BubblesCommandLine.main())
