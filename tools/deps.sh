#!/usr/bin/env bash
# Install the Debian packages a make target needs, if they are missing.
#
#   tools/deps.sh PACKAGE:COMMAND ...   (COMMAND may be /an/absolute/file)
#
# A package counts as present when its command is on PATH, or its file
# exists (a toolchain installed some other way is fine). Missing ones are installed with apt-get
# when we are root; otherwise, or when apt-get cannot have them, one line says
# which are missing and the tests that need them skip with that reason.
set -u

missing=()
for spec in "$@"; do
	pkg=${spec%%:*}
	cmd=${spec#*:}
	if [ "$cmd" = "python3-venv" ]; then
		python3 -c 'import ensurepip, venv' 2>/dev/null && continue
	elif [ "${cmd#/}" != "$cmd" ]; then
		[ -e "$cmd" ] && continue
	elif command -v "$cmd" >/dev/null 2>&1; then
		continue
	fi
	missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
	echo "deps: cannot install ${missing[*]} (needs root and apt-get); dependent tests will skip"
	exit 0
fi
echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null 2>&1 || echo "deps: apt-get update failed; trying the cached lists"
if ! apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1; then
	# One at a time, so that one unavailable package does not cost the rest.
	for pkg in "${missing[@]}"; do
		apt-get install -y -qq --no-install-recommends "$pkg" >/dev/null 2>&1 ||
			echo "deps: skip: $pkg could not be installed; tests that need it will skip"
	done
fi
exit 0
