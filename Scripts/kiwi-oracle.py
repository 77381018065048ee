#!/usr/bin/env python3
"""kiwisolver as an oracle for TouchKit's ConstraintSolver (docs/auto-layout.md).

Reads JSON on stdin:
  {"systems": [{"variables": N,
                "constraints": [{"terms": [[index, coefficient], ...],
                                 "relation": "==" | "<=" | ">=",
                                 "constant": c,
                                 "strength": "required" | number}]}]}
adds each system's constraints to a fresh kiwi Solver in order, and writes JSON on stdout:
  {"kiwisolver": version,
   "results": [{"rejected": [indices kiwi refused with UnsatisfiableConstraint],
                "values": [value of each variable],
                "error": only when kiwi itself failed on the system}]}
The strengths are chosen by the caller (the Swift test maps its priority levels to them).
"""
import json
import os
import signal
import sys

try:
    import kiwisolver
except ImportError:
    sys.stderr.write("kiwi-oracle: kiwisolver is not installed (pip install kiwisolver)\n")
    sys.exit(3)

# Far more than kiwi needs for the largest system the test draws (milliseconds).
CHILD_SECONDS = 3


def make_constraint(variables, spec):
    expression = sum((coefficient * variables[term] for term, coefficient in spec["terms"]), 0.0)
    relation = spec["relation"]
    if relation == "==":
        constraint = expression == spec["constant"]
    elif relation == "<=":
        constraint = expression <= spec["constant"]
    elif relation == ">=":
        constraint = expression >= spec["constant"]
    else:
        raise ValueError("unknown relation %r" % relation)
    return constraint | spec["strength"]


def solve(system):
    variables = [kiwisolver.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwisolver.Solver()
    accepted = []
    rejected = []
    for index, spec in enumerate(system["constraints"]):
        constraint = make_constraint(variables, spec)
        try:
            solver.addConstraint(constraint)
            accepted.append(constraint)
        except kiwisolver.UnsatisfiableConstraint:
            rejected.append(index)
            # kiwi's tableau is not always sound after a refusal (its phase one can leave part
            # of the refused row in; later additions then fail with "The objective is
            # unbounded"), so the oracle starts again from the accepted constraints.
            solver = kiwisolver.Solver()
            for kept in accepted:
                solver.addConstraint(kept)
    solver.updateVariables()
    return {"rejected": rejected, "values": [variable.value() for variable in variables]}


def solve_isolated(system):
    """Solves one system in a child process, with an alarm: kiwi 1.5.1 sometimes aborts the
    whole process with an uncaught C++ kiwi::InternalSolverError ("The objective is
    unbounded"), and sometimes pivots forever (it has no anti-cycling rule), on systems with
    three-term constraints (docs/auto-layout.md). Such a system is reported, not lost."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)
        signal.alarm(CHILD_SECONDS)
        with os.fdopen(write_end, "w") as out:
            json.dump(solve(system), out)
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end) as reply:
        text = reply.read()
    _, status = os.waitpid(pid, 0)
    if status != 0 or not text:
        return {"rejected": [], "values": [], "error": "kiwi aborted (status %d)" % status}
    return json.loads(text)


def main():
    request = json.load(sys.stdin)
    results = [solve_isolated(system) for system in request["systems"]]
    json.dump({"kiwisolver": kiwisolver.__version__, "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
