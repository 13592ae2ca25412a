package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/memo-assistant/memo/store/postgres/pgtest"
)

// proc is a memo serve running as a process of its own.
type proc struct {
	t      *testing.T
	cmd    *exec.Cmd
	url    string
	mu     sync.Mutex
	stderr strings.Builder
}

// buildMemo builds this command into a temporary directory.
func buildMemo(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "memo")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// startProc runs bin serve with env and waits until it serves HTTP.
func startProc(t *testing.T, bin string, env map[string]string) *proc {
	t.Helper()
	p := &proc{t: t, cmd: exec.Command(bin, "serve", "--http", "127.0.0.1:0")}
	p.cmd.Env = []string{"PATH=" + os.Getenv("PATH")}
	for k, v := range env {
		p.cmd.Env = append(p.cmd.Env, k+"="+v)
	}
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		p.cmd.Process.Kill()
		p.cmd.Wait()
	})
	go func() {
		b := make([]byte, 4096)
		for {
			n, err := stderr.Read(b)
			p.mu.Lock()
			p.stderr.Write(b[:n])
			p.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	urls := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`serving on (http://[0-9.:]+)`)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				urls <- m[1]
			}
		}
		io.Copy(io.Discard, stdout)
	}()
	select {
	case p.url = <-urls:
	case <-time.After(30 * time.Second):
		t.Fatalf("memo serve did not start\nstderr:\n%s", p.logs())
	}
	return p
}

func (p *proc) logs() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stderr.String()
}

// whatsapp returns the WhatsApp state /readyz reports.
func (p *proc) whatsapp() string {
	req, _ := http.NewRequest(http.MethodGet, p.url+"/readyz", nil)
	req.Header.Set("Authorization", "Bearer "+testToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "unreachable"
	}
	defer resp.Body.Close()
	var h health
	json.NewDecoder(resp.Body).Decode(&h)
	return h.WhatsApp.State
}

// chat posts text to /agent/chat with token and returns the reply's summary.
func (p *proc) chat(token, text string) (string, error) {
	b, _ := json.Marshal(map[string]string{"text": text})
	req, _ := http.NewRequest(http.MethodPost, p.url+"/agent/chat", strings.NewReader(string(b)))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("HTTP %d %s", resp.StatusCode, body)
	}
	var r contractResponse
	if err := json.Unmarshal(body, &r); err != nil {
		return "", err
	}
	return r.Summary, nil
}

// TestFailoverOnPostgres: two memo serve processes share PostgreSQL and
// Redis (WhatsApp offline). A holds the session lease; it is killed with
// SIGKILL, so it releases nothing; B takes the lease within its TTL and
// serves the data A's users stored.
func TestFailoverOnPostgres(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs memo twice")
	}
	renv := redisEnv(t)
	env := map[string]string{
		"MEMO_DATABASE_URL":       pgtest.URL(t),
		"REDIS_URL":               renv["REDIS_URL"],
		"MEMO_REDIS_PREFIX":       renv["MEMO_REDIS_PREFIX"],
		"MEMO_WHATSAPP_LEASE_TTL": "3s",
		"MEMO_WHATSAPP_PROXY":     "http://127.0.0.1:1",
		"MEMO_PAIR_TOKEN":         testToken,
		"HOME":                    t.TempDir(),
	}
	bin := buildMemo(t)
	token := func() string {
		cmd := exec.Command(bin, "token", "create", "--user", "+972500000123", "--label", "failover")
		for k, v := range env {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("memo token create: %v\n%s", err, out)
		}
		words := strings.Fields(string(out))
		return words[len(words)-1]
	}()

	a := startProc(t, bin, env)
	waitState(t, a, "A to hold the session", func(s string) bool { return s != "standby" && s != "connecting" && s != "unreachable" })
	if sum, err := a.chat(token, "remind me tomorrow at 9 to call the plumber"); err != nil || !strings.Contains(sum, "plumber") {
		t.Fatalf("A: create = %q, %v", sum, err)
	}
	b := startProc(t, bin, env)
	waitState(t, b, "B to wait as standby", func(s string) bool { return s == "standby" })

	if err := a.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	a.cmd.Wait()
	killed := time.Now()
	waitState(t, b, "B to take the session over", func(s string) bool { return s != "standby" && s != "unreachable" })
	took := time.Since(killed)
	t.Logf("B took the session over %v after A was killed", took.Round(time.Millisecond))
	if took > 3*time.Second+2*time.Second {
		t.Errorf("B took over %v after A was killed; want within the 3s lease TTL (and a poll)", took)
	}
	sum, err := b.chat(token, "show my tasks")
	if err != nil || !strings.Contains(sum, "plumber") {
		t.Fatalf("B: show my tasks = %q, %v; want the task A stored\nB's log:\n%s", sum, err, b.logs())
	}
}

// waitState polls p's WhatsApp state until ok accepts it (20s at most).
func waitState(t *testing.T, p *proc, what string, ok func(string) bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		s := p.whatsapp()
		if ok(s) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s: state %q\nlog:\n%s", what, s, p.logs())
		}
		time.Sleep(50 * time.Millisecond)
	}
}
