import BubblesCLI

#if canImport(Glibc)
import Glibc
#endif

exit(BubblesCommandLine.run(Array(CommandLine.arguments.dropFirst())))
