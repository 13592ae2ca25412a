package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// One scenario run turn by turn through `memo chat --jsonl` in process,
// and its checked turns classified.

// natSendTimeout is how long one line may take to answer.
const natSendTimeout = 30 * time.Second

// natProc is one `memo chat --jsonl` run in process, fed a line at a time.
type natProc struct {
	in     *io.PipeWriter
	lines  chan string
	done   chan error
	cancel context.CancelFunc
}

// natStart starts `memo chat --jsonl` on the session's database, pinned at now.
func natStart(s *session, now, tz string, getenv func(string) string) *natProc {
	ctx, cancel := context.WithCancel(context.Background())
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	p := &natProc{in: inW, lines: make(chan string, 16), done: make(chan error, 1), cancel: cancel}
	args := []string{"chat", "--jsonl", "--db", s.db, "--tz", tz, "--now", now, "--user", s.user}
	go func() {
		err := run(ctx, args, inR, outW, io.Discard, getenv)
		inR.CloseWithError(io.ErrClosedPipe)
		outW.Close()
		p.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 64<<10), 16<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		outR.CloseWithError(io.ErrClosedPipe) // a run still writing fails instead of blocking
		close(p.lines)
	}()
	return p
}

// send writes one line and waits for its answer; nil when none comes.
func (p *natProc) send(line []byte) *natReply {
	wrote := make(chan error, 1)
	go func() {
		_, err := p.in.Write(append(line, '\n'))
		wrote <- err
	}()
	timer := time.NewTimer(natSendTimeout)
	defer timer.Stop()
	select {
	case err := <-wrote:
		if err != nil {
			return nil
		}
	case <-timer.C:
		return nil
	}
	select {
	case l, ok := <-p.lines:
		if !ok {
			return nil
		}
		var r natReply
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			if len(l) > 80 {
				l = l[:80]
			}
			return &natReply{Summary: "output not JSON: " + l}
		}
		return &r
	case <-timer.C:
		return nil
	}
}

// close ends the run (end of input) and waits for it; a run that does not
// end within natSendTimeout is cancelled, and abandoned after as long again.
func (p *natProc) close() error {
	p.in.Close()
	go func() {
		for range p.lines {
		}
	}()
	timer := time.NewTimer(natSendTimeout)
	defer timer.Stop()
	select {
	case err := <-p.done:
		p.cancel()
		return err
	case <-timer.C:
	}
	p.cancel()
	timer.Reset(natSendTimeout)
	select {
	case err := <-p.done:
		return err
	case <-timer.C:
		return fmt.Errorf("memo chat did not end within %s of its input's end", 2*natSendTimeout)
	}
}

// natOutcome is one checked turn's classification.
type natOutcome struct {
	label, text, kind, sub, got string
	fails                       []string
	expect                      json.RawMessage
}

// natShort is what came back, in brief, for the log.
func natShort(r *natReply) string {
	if r == nil {
		return "no output line"
	}
	type brief struct {
		Tool    string           `json:"tool"`
		Success any              `json:"success"`
		Reply   string           `json:"reply"`
		Items   []map[string]any `json:"items,omitempty"`
		Pending string           `json:"pending,omitempty"`
	}
	reply := r.Summary
	if rs := []rune(reply); len(rs) > 160 {
		reply = string(rs[:160])
	}
	b := brief{Tool: r.Tool, Success: natBoolAny(r.Success), Reply: strings.ReplaceAll(reply, "\n", " / ")}
	for i, it := range r.items() {
		if i == 3 {
			break
		}
		d := map[string]any{}
		for _, k := range []string{"text", "summary", "name", "location", "due_date", "start", "end", "completed"} {
			if natTruthy(it[k]) {
				d[k] = it[k]
			}
		}
		if rec, ok := natRecurrence(it).(map[string]any); ok {
			sub := map[string]any{}
			for _, k := range []string{"type", "time", "days", "dayOfMonth", "interval"} {
				if v, ok := rec[k]; ok {
					sub[k] = v
				}
			}
			d["recur"] = sub
		}
		if subs, ok := it["items"].([]any); ok && len(subs) > 0 {
			var names []string
			for j, s := range subs {
				if m, ok := s.(map[string]any); ok && j < 8 {
					names = append(names, natStr(m["text"]))
				}
			}
			d["items"] = names
		}
		b.Items = append(b.Items, d)
	}
	if p := r.pending(); p != nil {
		b.Pending = p.Kind + "/" + p.Reason
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(b)
	return strings.TrimSpace(buf.String())
}

// natLine is the input line of a turn; fired are the message ids the last
// clock line sent.
func natLine(tu natTurn, fired []string) []byte {
	obj := map[string]string{}
	if tu.Clock != "" {
		obj["clock"] = tu.Clock
	} else if tu.Text != nil {
		obj["text"] = *tu.Text
	}
	for k, v := range map[string]*string{"user": tu.User, "message_id": tu.MessageID, "quoted_message_id": tu.Quoted} {
		if v == nil {
			continue
		}
		val := *v
		if val == "$fired" {
			val = ""
			if len(fired) > 0 {
				val = fired[0]
			}
		}
		obj[k] = val
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(obj)
	return bytes.TrimSpace(buf.Bytes())
}

// natRun runs one scenario and classifies its checked turns.
func natRun(t *testing.T, sc natScenario, raw []json.RawMessage) []natOutcome {
	// The session's environment is the scenario's "env" alone (and a HOME),
	// so a model key or Redis URL in the tester's environment changes nothing.
	s := newSession(t, sc.Now, sc.Env)
	tz := sc.TZ
	if tz == "" {
		tz = "Asia/Jerusalem"
	}
	lang := sc.Lang
	if lang == "" {
		lang = "en"
		if strings.HasPrefix(sc.Name, "he") {
			lang = "he"
		}
	}
	var (
		out         []natOutcome
		proc        *natProc
		fired       []string
		lastOptions []string
		lastPending bool
		priorOK     = true
		n           int
	)
	stop := func() {
		if proc != nil {
			if err := proc.close(); err != nil {
				t.Logf("%s: memo chat ended with %v", sc.Name, err)
			}
			proc = nil
		}
	}
	defer stop()
	for i, tu := range sc.Turns {
		if tu.Restart {
			stop()
			continue
		}
		if tu.IfPending && !lastPending {
			continue
		}
		if proc == nil {
			now := tu.Now
			if now == "" {
				now = sc.Now
			}
			proc = natStart(s, now, tz, s.getenv)
		}
		r := proc.send(natLine(tu, fired))
		if r != nil && tu.Clock != "" {
			fired = r.MessageIDs
		}
		ctx := natCtx{options: lastOptions}
		lastOptions, lastPending = nil, false
		if r != nil {
			if p := r.pending(); p != nil {
				lastPending = true
				for _, o := range p.Options {
					lastOptions = append(lastOptions, natStr(o.Label))
				}
			}
		}
		n++
		if tu.Expect == nil {
			continue
		}
		text := tu.Clock
		if tu.Text != nil {
			text = *tu.Text
		}
		o := natOutcome{label: fmt.Sprintf("%s#%d", sc.Name, n), text: text, got: natShort(r), expect: raw[i]}
		if r == nil {
			o.kind, o.sub, o.fails = "WRONG", "no-output", []string{"no output line"}
		} else {
			dl := lang
			if tu.Clock != "" {
				dl = ""
			}
			o.fails = natCheck(r, tu.Expect, dl, ctx)
			o.kind, o.sub = natClassify(r, o.fails)
		}
		if !priorOK && !tu.Independent {
			o.sub, o.kind = o.kind, "BLOCKED"
			out = append(out, o)
			continue
		}
		if o.kind != "CORRECT" {
			priorOK = false
		}
		out = append(out, o)
	}
	return out
}
