#!/bin/sh
# The site's watchman (deploy/systemd/foundry-monitor.timer, every minute; DEPLOY.md "Health and
# alerts"). It mails the office, once when something goes wrong and once when it is well again
# (not every minute between):
#   - GET /health stops answering 200 (Node down, mail not going out, DATA_DIR not writable);
#   - the public address (PUBLIC_URL, through nginx and TLS, as visitors reach it) stops answering
#     200;
#   - the certificate of PUBLIC_URL has fewer than CERT_WARN_DAYS (14) days left;
#   - a unit of the site's failed: the nightly backup and its mirror, a publish, the site itself;
# and each new "alert" line the site has logged (an enquiry not delivered, a DATA_DIR that cannot
# be written, a release that could not be loaded).
# It sends through MONITOR_SMTP_URL, a mail route of its own (another provider's submission
# server), because the site's own mail server may be what has failed.
#
# /etc/foundry-monitor.env (mode 600):
#   HEALTH_URL=http://127.0.0.1:3000/health
#   PUBLIC_URL=https://www.example-foundry.it/
#   MONITOR_SMTP_URL=smtps://monitor%40example-foundry.it:PASSWORD@smtp.other-provider.example:465
#   MONITOR_FROM=monitor@example-foundry.it
#   MONITOR_TO=it@example-foundry.it
set -eu
state=${STATE_DIRECTORY:-/var/lib/foundry-monitor}
health_url=${HEALTH_URL:-http://127.0.0.1:3000/health}
public_url=${PUBLIC_URL:-}
cert_warn_days=${CERT_WARN_DAYS:-14}
units=${MONITOR_UNITS:-foundry.service foundry-backup.service foundry-publish.service}

mail_office() {
  subject=$1
  body=$2
  # Date and Message-ID, as every mail must have (RFC 5322): without them, filters mark it as spam.
  printf 'From: %s\r\nTo: %s\r\nSubject: %s\r\nDate: %s\r\nMessage-ID: <monitor-%s-%s@%s>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n' \
    "$MONITOR_FROM" "$MONITOR_TO" "$subject" "$(LC_ALL=C date -R)" "$(date +%s)" "$$" \
    "${MONITOR_FROM#*@}" "$body" |
    curl --silent --show-error --ssl --max-time 30 --url "$MONITOR_SMTP_URL" \
      --mail-from "$MONITOR_FROM" --mail-rcpt "$MONITOR_TO" --upload-file -
}

# A check's state is remembered between runs: a mail when it changes, none while it stays.
changed() {
  name=$1
  now=$2
  before=$(cat "$state/$name" 2>/dev/null || echo ok)
  echo "$now" >"$state/$name"
  [ "$now" != "$before" ]
}

# Health, from this machine.
if report=$(curl --silent --show-error --fail-with-body --max-time 10 "$health_url" 2>&1); then now=ok; else now=failing; fi
if changed health "$now"; then
  if [ "$now" = failing ]; then
    mail_office "Website: health check failing" "GET $health_url did not answer 200:

$report

DEPLOY.md, \"Health and alerts\", says what each field means and what to do."
  else
    mail_office "Website: health check well again" "$report"
  fi
fi

# The public address, as a visitor reaches it, and its certificate.
if [ -n "$public_url" ]; then
  if answer=$(curl --silent --show-error --output /dev/null --write-out '%{http_code}' --max-time 15 "$public_url" 2>&1) &&
    [ "$answer" = 200 ]; then now=ok; else now=failing; fi
  if changed public "$now"; then
    if [ "$now" = failing ]; then
      mail_office "Website: $public_url does not answer" "GET $public_url answered: $answer

Visitors cannot reach the site. Check nginx (systemctl status nginx), the certificate and the
network; DEPLOY.md \"Health and alerts\"."
    else
      mail_office "Website: $public_url answers again" "GET $public_url answers 200."
    fi
  fi
  case "$public_url" in
  https://*)
    expires=$(curl --silent --max-time 15 --output /dev/null --write-out '%{certs}' "$public_url" 2>/dev/null |
      sed -n 's/^Expire date: *//p' | head -n 1)
    if [ -n "$expires" ] && until=$(date -d "$expires" +%s 2>/dev/null); then
      days=$(((until - $(date +%s)) / 86400))
      if [ "$days" -lt "$cert_warn_days" ]; then now=expiring; else now=ok; fi
      if changed certificate "$now" && [ "$now" = expiring ]; then
        mail_office "Website: the certificate expires in $days days" "The TLS certificate of $public_url expires on $expires ($days days).

Certbot's timer renews it by itself; when it has not, run certbot renew and look at its log
(DEPLOY.md, step 5)."
      fi
    fi
    ;;
  esac
fi

# The site's units: a failed backup, mirror or publish would otherwise fail in silence.
for unit in $units; do
  if systemctl is-failed --quiet "$unit" 2>/dev/null; then now=failed; else now=ok; fi
  if changed "unit-$unit" "$now" && [ "$now" = failed ]; then
    mail_office "Website: $unit failed" "systemd reports $unit as failed. Its last lines:

$(journalctl -u "$unit" -n 20 -o cat --no-pager 2>/dev/null || true)

DEPLOY.md, \"Health and alerts\", says what to do."
  fi
done

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
