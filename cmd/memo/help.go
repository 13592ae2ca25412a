package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// envDoc is one environment variable a command reads.
type envDoc struct{ name, what string }

// storeEnv are the variables of the database every command opens.
func storeEnv() []envDoc {
	return []envDoc{
		{"MEMO_DB", "the SQLite file (default memo.db in the data directory)"},
		{"MEMO_DATA_DIR", "the data directory: the default SQLite file and chat history (default $XDG_DATA_HOME/memo or ~/.local/share/memo; /data in the container)"},
		{"MEMO_DATABASE_URL", "postgres://user:password@host:5432/db: keep everything in PostgreSQL instead, shared by several memo processes (not with --db)"},
		{"XDG_DATA_HOME", "where the default data directory is, without MEMO_DATA_DIR"},
	}
}

// turnEnv are the variables of commands that run turns.
func turnEnv() []envDoc {
	return []envDoc{
		{"REDIS_URL", "keep conversation state in Redis (default: in the SQLite file)"},
		{"MEMO_REDIS_PREFIX", "prefix of every Redis key, so installs can share a Redis (default memo:)"},
		{"MEMO_TZ", "time zone of new users (default Asia/Jerusalem)"},
		{"MEMO_LANG", "reply language before a chat wrote a word: he or en (default he)"},
		{"MEMO_PENDING_TTL", "how long a question waits for its answer (default 5m)"},
		{"MEMO_MAX_NUDGES", "a nudge stops after this many reminders (default 15)"},
		{"MEMO_MISSED_WINDOW", "reminders missed while offline by up to this long are sent late (default 6h)"},
		{"MEMO_TRACE_TEXT", "keep each message's text in its turn trace: on or off (default on)"},
		{"MEMO_LOG_LEVEL", "debug, info, warn or error (default warn; info for serve)"},
		{"OPENAI_API_KEY", "turn on the model planner for what the grammar does not understand"},
		{"OPENAI_BASE_URL", "any OpenAI-compatible server (default https://api.openai.com/v1/)"},
		{"MEMO_OPENAI_MODEL", "the chat model (default gpt-4o-mini)"},
		{"MEMO_OPENAI_TIMEOUT", "per model call attempt (default 30s)"},
		{"MEMO_OPENAI_MAX_MESSAGE", "longest message in characters sent to the model (default 2400)"},
		{"MEMO_OPENAI_EMBEDDING_MODEL", "embeds the second brain's memories (default text-embedding-3-small)"},
		{"MEMO_OPENAI_EMBEDDING_DIMENSIONS", "size of those embeddings (default 256 for text-embedding-3; 0: the model's own)"},
	}
}

// commandHelp is what memo <command> -h prints about a command.
type commandHelp struct {
	usage string // the synopsis after "usage: "
	about string // what it does, a paragraph
	env   []envDoc
}

// helpFor returns the help of a command.
func helpFor(cmd string) commandHelp {
	switch cmd {
	case "chat":
		return commandHelp{"memo chat [flags]",
			"Talk to Memo in the terminal, as a user would on WhatsApp: line editing and history (kept in the data directory), Ctrl-C or Ctrl-D to leave. Reminders fire as they come due. With --jsonl, read one JSON object per line and write one per line, for programs.",
			append(storeEnv(), turnEnv()...)}
	case "serve":
		return commandHelp{"memo serve [flags]",
			"Answer on WhatsApp (a linked device, the Cloud API, or both), send reminders and digests, and serve HTTP: /pair (link the number), /healthz (alive), /readyz (SQLite, Redis, WhatsApp), /metrics (Prometheus, with the operator token), POST /agent/chat (the API, with tokens from memo token) and the Cloud API's webhook. Runs until SIGTERM, then finishes the turns in flight.",
			append(append(storeEnv(), turnEnv()...),
				envDoc{"MEMO_HTTP", "address of the HTTP server (default 127.0.0.1:8080; 0.0.0.0:8080 in the container)"},
				envDoc{"MEMO_PAIR_TOKEN", "the operator's token for /pair, /metrics and the full /healthz and /readyz (default a new one each start, loopback only)"},
				envDoc{"MEMO_HTTP_HOSTS", "host names /pair and /metrics answer to besides IP addresses and localhost"},
				envDoc{"MEMO_OPERATOR", "the operator's phone number, told when the link is lost or the Cloud API fails"},
				envDoc{"MEMO_ALERT_WEBHOOK", "a Slack or Discord incoming webhook told when WhatsApp is down and back"},
				envDoc{"MEMO_ALLOWED_NUMBERS", "comma-separated numbers allowed to use the bot, or * for anyone (default the operator only)"},
				envDoc{"MEMO_GROUPS", "answer in groups when mentioned: on or off (default off)"},
				envDoc{"MEMO_MAX_QUEUE", "messages of one chat in flight (default 32)"},
				envDoc{"MEMO_MAX_CHATS", "chats with messages in flight at once (default 512)"},
				envDoc{"MEMO_RATE_USER", "messages a WhatsApp user may send, N/period (default 30/1m)"},
				envDoc{"MEMO_RATE_TOKEN", "API requests per token, N/period (default 60/1m)"},
				envDoc{"MEMO_RETENTION", "how long traces, sent message ids and reminder deliveries are kept (default 90d)"},
				envDoc{"MEMO_WHATSAPP_PROXY", "proxy for the WhatsApp connection"},
				envDoc{"MEMO_WHATSAPP_LEASE_KEY", "Redis key of the session lease (default <prefix>whatsapp:session)"},
				envDoc{"MEMO_WHATSAPP_LEASE_TTL", "session lease lifetime (default 30s)"},
				envDoc{"MEMO_SHUTDOWN_TIMEOUT", "how long SIGTERM waits for turns in flight (default 30s)"},
				envDoc{"MEMO_OPENAI_TRANSCRIBE_MODEL", "model for voice notes (default gpt-4o-mini-transcribe)"},
				envDoc{"MEMO_CHANNELS", "whatsapp, cloud, or both (default cloud when MEMO_WA_CLOUD_TOKEN is set, else whatsapp)"},
				envDoc{"MEMO_WA_CLOUD_TOKEN", "the Cloud API's access token; with it the three below are required"},
				envDoc{"MEMO_WA_CLOUD_PHONE_ID", "the Cloud API's business phone number id"},
				envDoc{"MEMO_WA_CLOUD_APP_SECRET", "the app secret the webhook's signatures are checked with"},
				envDoc{"MEMO_WA_CLOUD_VERIFY_TOKEN", "the token Meta's webhook verification presents"},
				envDoc{"MEMO_WA_CLOUD_API_URL", "the Graph API base (default https://graph.facebook.com/v21.0)"},
				envDoc{"MEMO_WA_CLOUD_TEMPLATE", "template for reminders outside the 24-hour window"},
				envDoc{"MEMO_WA_CLOUD_DIGEST_TEMPLATE", "template for the morning digest (default MEMO_WA_CLOUD_TEMPLATE)"},
				envDoc{"MEMO_WA_CLOUD_TEMPLATE_LANGS", "the templates' language codes (default he=he,en=en)"},
			)}
	case "check":
		h := helpFor("serve")
		return commandHelp{"memo check [serve's flags] [--files=false]",
			"Read the flags and environment exactly as memo serve would and check everything that can be checked without connecting to anything: values, conflicts, pairs that go together, URLs, zones, lengths, and (unless --files=false) the data directory and the database file. Print the effective configuration with secrets masked; exit 0 when serve would start, 2 with the reasons when it would not. Nothing is created or changed.",
			h.env}
	case "pair":
		return commandHelp{"memo pair --phone +972… [flags]",
			"Link the bot's WhatsApp number with a pairing code typed on the phone, instead of the QR code on /pair. memo serve must not be running.",
			append(storeEnv(),
				envDoc{"MEMO_WHATSAPP_PROXY", "proxy for the WhatsApp connection"},
				envDoc{"REDIS_URL", "with Redis, pairing takes the session lease serve would hold"},
				envDoc{"MEMO_REDIS_PREFIX", "prefix of every Redis key (default memo:)"},
				envDoc{"MEMO_WHATSAPP_LEASE_KEY", "Redis key of the session lease (default <prefix>whatsapp:session)"},
				envDoc{"MEMO_LOG_LEVEL", "debug, info, warn or error (default warn)"},
			)}
	case "token":
		return commandHelp{"memo token create --user ID [--label TEXT] | revoke ID | list [--user ID]",
			"Manage the bearer tokens of POST /agent/chat. create prints a new token once, as the last word of its output (only its hash is stored); revoke takes the id list shows, or the token itself; list shows ids, users, labels and when each was created, last used and revoked.",
			append(storeEnv(), envDoc{"MEMO_TZ", "time zone of a user created with the token (default Asia/Jerusalem)"})}
	case "trace":
		return commandHelp{"memo trace [--last N] [--chat ID] [--text]",
			"Print the last turns: when, channel, chat, who planned (offline grammar, model, an answer to a question), the steps run, model calls, tokens, cost at the configured prices, latency and outcome. Message text only with --text.",
			append(storeEnv(),
				envDoc{"MEMO_MODEL_PRICE_INPUT", "USD per million prompt tokens (default 0.15, gpt-4o-mini)"},
				envDoc{"MEMO_MODEL_PRICE_OUTPUT", "USD per million completion tokens (default 0.60)"},
			)}
	case "loadtest":
		return commandHelp{"memo loadtest [--chats N] [--turns M] [--rate R] [--state redis|embedded] [--tasks K]",
			"Measure Memo under load: N chats (one user each, half English, half Hebrew) send M turns each of a realistic mix (create a reminder and a task, list tasks, delete by a shared word and answer the question by number, add to a list, create an event, ask about the day, now and then a message only a model understands) through the real dispatcher and turn runner, a scripted model on loopback, a temporary SQLite file and Redis under a key prefix of its own (removed at the end). First every chat sends as fast as its replies come (saturation), then all chats together at R turns a second. Prints turns/s, p50/p99 from submit to reply, Redis round trips, SQLite commits and model calls per turn, the largest state value and the peak RSS.",
			[]envDoc{{"REDIS_URL", "the Redis of --state redis (default redis://127.0.0.1:6379)"}}}
	case "healthcheck":
		return commandHelp{"memo healthcheck [--url URL] [--ready]",
			"Ask a running memo serve whether it is alive (/healthz) or ready (/readyz, with --ready) and exit 0 or 1: the container's health check, in an image without a shell or curl.",
			[]envDoc{
				{"MEMO_HTTP", "the server's address (default 127.0.0.1:8080; 0.0.0.0 means this host)"},
				{"MEMO_PAIR_TOKEN", "sent as the operator's token (without --url), so /readyz says what failed"},
			}}
	}
	return commandHelp{}
}

// setUsage makes fs's -h print what the command does, its flags and the
// environment variables it reads.
func setUsage(fs *flag.FlagSet, cmd string) {
	h := helpFor(cmd)
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "usage: %s\n\n", h.usage)
		fmt.Fprintln(w, wrap(h.about, 76))
		fmt.Fprintln(w, "\nflags:")
		fs.PrintDefaults()
		if len(h.env) > 0 {
			fmt.Fprintln(w, "\nenvironment:")
			printEnv(w, h.env)
		}
	}
}

func printEnv(w io.Writer, env []envDoc) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, e := range env {
		fmt.Fprintf(tw, "  %s\t%s\n", e.name, e.what)
	}
	tw.Flush()
}

// wrap breaks text into lines of at most width characters.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		if n > 0 && n+1+len([]rune(w)) > width {
			b.WriteByte('\n')
			n = 0
		} else if n > 0 {
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len([]rune(w))
	}
	return b.String()
}
