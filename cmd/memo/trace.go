package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqldb"
)

// cost is what u cost at p.
func (p prices) cost(u memo.Usage) float64 {
	return float64(u.PromptTokens)*p.In/1e6 + float64(u.CompletionTokens)*p.Out/1e6
}

// runTrace is memo trace: the last turns, newest last, with what each
// cost and how it ended, then the totals.
func runTrace(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("trace", flag.ContinueOnError)
	fs.SetOutput(stderr)
	setUsage(fs, "trace")
	last := fs.Int("last", 20, "how many of the newest turns to show")
	chat := fs.String("chat", "", "show only this chat's turns (a phone number like +972…)")
	text := fs.Bool("text", false, "show each message's text (kept unless MEMO_TRACE_TEXT=off)")
	flags := configFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 || *last <= 0 || *last > 10000 {
		return usageError{"trace takes --last N (1 to 10000), --chat ID and --text, and no arguments"}
	}
	cfg, err := readConfig("trace", flags, getenv)
	if err != nil {
		return err
	}
	db, err := openStore(ctx, cfg.Store, cfg.clock())
	if err != nil {
		return err
	}
	defer db.Close()
	traces, err := db.FindTraces(ctx, sqldb.TraceFilter{Last: *last, ChatID: *chat})
	if err != nil {
		return err
	}
	if len(traces) == 0 {
		fmt.Fprintln(stdout, "No turns traced yet.")
		return nil
	}
	slices.Reverse(traces) // oldest first, as a log reads
	printTraces(stdout, traces, cfg.Prices, cfg.Zone, *text)
	return nil
}

func printTraces(w io.Writer, traces []memo.TurnTrace, p prices, loc *time.Location, withText bool) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := "TIME\tCHANNEL\tCHAT\tSOURCE\tSTEPS\tCALLS\tTOKENS IN/OUT\tCOST\tLATENCY\tOUTCOME"
	if withText {
		head += "\tTEXT"
	}
	fmt.Fprintln(tw, head)
	var (
		total     memo.Usage
		cost      float64
		latencies []time.Duration
		outcomes  = map[string]int{}
	)
	for _, t := range traces {
		steps := strings.Join(t.Steps, ",")
		if steps == "" {
			steps = t.Tool
		}
		outcome := t.Outcome
		if outcome == "" { // traced before outcomes were kept
			outcome = map[bool]string{true: "ok", false: "failed"}[t.Success]
		}
		c := p.cost(t.Usage)
		line := fmt.Sprintf("%s\t%s\t%s\t%s\t%s\t%d\t%d/%d\t$%.6f\t%s\t%s",
			t.At.In(loc).Format("01-02 15:04:05"), orDash(t.Channel), orDash(t.ChatID), orDash(t.Source), orDash(steps),
			t.Usage.Calls, t.Usage.PromptTokens, t.Usage.CompletionTokens, c, t.Duration.Round(time.Millisecond), outcome)
		if withText {
			line += "\t" + oneLine(t.Text)
		}
		fmt.Fprintln(tw, line)
		total = total.Add(t.Usage)
		cost += c
		latencies = append(latencies, t.Duration)
		outcomes[outcome]++
	}
	tw.Flush()
	slices.Sort(latencies)
	pct := func(q float64) time.Duration {
		return latencies[int(q*float64(len(latencies)-1))].Round(time.Millisecond)
	}
	var outs []string
	for _, o := range []string{"ok", "asked", "failed", "error"} {
		if outcomes[o] > 0 {
			outs = append(outs, fmt.Sprintf("%d %s", outcomes[o], o))
		}
	}
	fmt.Fprintf(w, "\n%d turns: %s; %d model calls, %d/%d tokens, $%.6f (at $%g/$%g per million); latency p50 %s, p95 %s, max %s\n",
		len(traces), strings.Join(outs, ", "), total.Calls, total.PromptTokens, total.CompletionTokens, cost, p.In, p.Out,
		pct(0.5), pct(0.95), latencies[len(latencies)-1].Round(time.Millisecond))
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// oneLine keeps a message on one line of the table.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
