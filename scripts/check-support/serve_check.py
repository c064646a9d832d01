"""scripts/check-serve: deploy/ checked without a cluster, three instances behind haproxy
under load while instances are killed and drained, and hostile clients against one instance.
Prints every check with PASS or FAIL; exits 1 when any failed."""
import argparse
import sys
import time

import cluster_check
import deploy_check
import hostile_check
from report import Report


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repo", required=True)
    parser.add_argument("--bubbles", required=True)
    parser.add_argument("--port", type=int, required=True, help="the first of the 10 ports used")
    parser.add_argument("--seconds", type=int, default=20, help="how long wrk runs")
    args = parser.parse_args()
    start = time.monotonic()
    report = Report()
    deploy_check.run(args.repo, args.bubbles, args.port + 9, report)
    cluster_check.run(args.bubbles, args.port, report, seconds=args.seconds)
    hostile_check.run(args.bubbles, args.port + 5, report)
    took = time.monotonic() - start
    if report.failures:
        print(f"\ncheck-serve: {len(report.failures)} checks failed in {took:.0f} s: " + "; ".join(report.failures))
        sys.exit(1)
    print(f"\ncheck-serve: every check passed in {took:.0f} s")


if __name__ == "__main__":
    main()
