"""Wall time and peak memory of one command, as GNU time reports them (shared by the bench scripts)."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def measure(command):
    """Runs `command` from the repo root; returns (wall seconds, peak resident MiB)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT)
    wall, kilobytes = result.stderr.strip().splitlines()[-1].split()
    return float(wall), int(kilobytes) / 1024
