#!/usr/bin/env bash
# Checks the README's promise that ./run and ./test work as root on a fresh Debian 12: makes a
# bare Debian 12 (bookworm, debootstrap's minbase, no desktop) in a chroot, clones this repository's
# HEAD into it and runs, as a new user would:
#   1. ./run                     (no display there: it must install, build, then say how to start)
#   2. xvfb-run -a ./run --demo --screenshot /root/shot.png
#   3. ./test                    (only with --test)
# It needs root and Debian's package mirror; the first run downloads about 1 GiB and takes
# 30-60 minutes on two cores. Not part of ./test or CI.
#
#   sudo scripts/check-fresh-debian.sh [--test] [DIR]   (DIR default: /var/tmp/encarde-fresh)
set -euo pipefail
with_test=0
if [[ "${1:-}" == --test ]]; then with_test=1; shift; fi
dir="${1:-/var/tmp/encarde-fresh}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
if [[ $(id -u) -ne 0 ]]; then
  echo "error: run as root (it makes a chroot and installs packages inside it): sudo $0 $*" >&2
  exit 1
fi
command -v debootstrap >/dev/null || apt-get install -y -q --no-install-recommends debootstrap
root="$dir/root"
if [[ -e "$root" ]]; then
  echo "error: $root exists from an earlier check; remove it first (rm -rf $root) so the machine is fresh" >&2
  exit 1
fi
mkdir -p "$dir"
echo "== Making a bare Debian 12 in $root"
debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
cat >> "$root/etc/apt/sources.list" <<'EOF'
deb http://deb.debian.org/debian bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
cp /etc/resolv.conf "$root/etc/"
unmount() {
  umount -R "$root/dev" 2>/dev/null || true
  umount -R "$root/sys" 2>/dev/null || true
  umount "$root/proc" 2>/dev/null || true
}
trap unmount EXIT
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --rbind /dev "$root/dev"
git clone -q "$repo" "$root/root/encarde"
echo "== Checking $(git -C "$root/root/encarde" log --oneline -1)"

# Inside: a root shell with nothing of this machine's environment.
inside() { env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin /usr/sbin/chroot "$root" bash -c "cd /root/encarde && $1"; }
failed=0
start=$(date +%s)
set +e
inside ./run > "$dir/run.log" 2>&1
status=$?
set -e
if [[ $status -eq 1 ]] && grep -q "No display found" "$dir/run.log"; then
  echo "ok: ./run installed and built in $(( $(date +%s) - start )) s, then said how to start without a display"
else
  echo "FAILED: ./run exited $status (see $dir/run.log)"; failed=1
fi
if inside "timeout 300 xvfb-run -a ./run --demo --screenshot /root/shot.png" > "$dir/demo.log" 2>&1 && [[ -s "$root/root/shot.png" ]]; then
  cp "$root/root/shot.png" "$dir/shot.png"
  echo "ok: ./run --demo started the app under Xvfb; look at $dir/shot.png"
else
  echo "FAILED: ./run --demo (see $dir/demo.log)"; failed=1
fi
if [[ $with_test -eq 1 ]]; then
  if inside "CI=true ./test" > "$dir/test.log" 2>&1; then
    echo "ok: ./test passed ($(grep -m1 'tests passed' "$dir/test.log"))"
  else
    echo "FAILED: ./test (see $dir/test.log)"; failed=1
  fi
fi
exit $failed
