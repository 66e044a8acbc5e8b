#!/bin/sh
# The site's watchman (deploy/systemd/foundry-monitor.timer, every minute; DEPLOY.md "Health and
# alerts"). It mails the office
#   - when GET /health stops answering 200, and again when it is well (not every minute between);
#   - each new "alert" line the site has logged (an enquiry not delivered, a DATA_DIR that cannot
#     be written, a release that could not be loaded).
# It sends through MONITOR_SMTP_URL, a mail route of its own (another provider's submission
# server), because the site's own mail server may be what has failed.
#
# /etc/foundry-monitor.env (mode 600):
#   HEALTH_URL=http://127.0.0.1:3000/health
#   MONITOR_SMTP_URL=smtps://monitor%40example-foundry.it:PASSWORD@smtp.other-provider.example:465
#   MONITOR_FROM=monitor@example-foundry.it
#   MONITOR_TO=it@example-foundry.it
set -eu
state=${STATE_DIRECTORY:-/var/lib/foundry-monitor}
health_url=${HEALTH_URL:-http://127.0.0.1:3000/health}

mail_office() {
  subject=$1
  body=$2
  printf 'From: %s\r\nTo: %s\r\nSubject: %s\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n' \
    "$MONITOR_FROM" "$MONITOR_TO" "$subject" "$body" |
    curl --silent --show-error --ssl --max-time 30 --url "$MONITOR_SMTP_URL" \
      --mail-from "$MONITOR_FROM" --mail-rcpt "$MONITOR_TO" --upload-file -
}

# Health: mail on a change of state only.
if report=$(curl --silent --show-error --fail-with-body --max-time 10 "$health_url" 2>&1); then now=ok; else now=failing; fi
before=$(cat "$state/health" 2>/dev/null || echo ok)
if [ "$now" != "$before" ]; then
  if [ "$now" = failing ]; then
    mail_office "Website: health check failing" "GET $health_url did not answer 200:

$report

DEPLOY.md, \"Health and alerts\", says what each field means and what to do."
  else
    mail_office "Website: health check well again" "$report"
  fi
  echo "$now" >"$state/health"
fi

# Alerts: the lines logged since the last look (journald's cursor remembers where that was).
cursor_file="$state/cursor"
if [ -f "$cursor_file" ]; then
  lines=$(journalctl -u foundry --after-cursor="$(cat "$cursor_file")" --show-cursor -o cat --no-pager || true)
else
  lines=$(journalctl -u foundry --since=-2min --show-cursor -o cat --no-pager || true)
fi
cursor=$(printf '%s\n' "$lines" | sed -n 's/^-- cursor: //p' | tail -n 1)
[ -n "$cursor" ] && echo "$cursor" >"$cursor_file"
alerts=$(printf '%s\n' "$lines" | grep '"level":"alert"' || true)
if [ -n "$alerts" ]; then
  mail_office "Website alert" "$alerts

DEPLOY.md, \"Health and alerts\", says what each one means and what to do."
fi
