package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// imageEnv reads the ENV instructions of the Dockerfile's last stage, the
// image memo runs in: KEY=VALUE pairs (quoted or not) and the old
// "ENV KEY VALUE" form, with line continuations.
func imageEnv(t *testing.T, dockerfile string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(dockerfile)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	var cont strings.Builder
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(l, "#") {
			continue
		}
		if s, ok := strings.CutSuffix(l, "\\"); ok {
			cont.WriteString(s + " ")
			continue
		}
		cont.WriteString(l)
		lines = append(lines, cont.String())
		cont.Reset()
	}
	env := map[string]string{}
	pair := regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)`)
	for _, l := range lines {
		word, rest, _ := strings.Cut(l, " ")
		switch strings.ToUpper(word) {
		case "FROM":
			env = map[string]string{} // a new stage starts afresh
		case "ENV":
			rest = strings.TrimSpace(rest)
			if k, v, ok := strings.Cut(rest, " "); ok && !strings.Contains(k, "=") {
				env[k] = strings.TrimSpace(v)
				continue
			}
			for _, m := range pair.FindAllStringSubmatch(rest, -1) {
				v := m[2]
				if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') {
					v = v[1 : len(v)-1]
				}
				env[m[1]] = v
			}
		}
	}
	return env
}

// interpolate expands ${VAR}, ${VAR:-default}, ${VAR-default} and $VAR
// from host, as the compose tool does.
func interpolate(v string, host map[string]string) string {
	re := regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)`)
	return re.ReplaceAllStringFunc(v, func(m string) string {
		s := re.FindStringSubmatch(m)
		if s[4] != "" {
			return host[s[4]]
		}
		val, set := host[s[1]]
		switch s[2] {
		case ":-":
			if val == "" {
				return s[3]
			}
		case "-":
			if !set {
				return s[3]
			}
		}
		return val
	})
}

// containerEnv is what a memo service's container sees: the image's ENV,
// under the service's environment (a value given, interpolated from
// host; a bare key passed through from host when set there, else the
// image's value stays).
func containerEnv(image map[string]string, service map[string]*string, host map[string]string) map[string]string {
	env := map[string]string{}
	for k, v := range image {
		env[k] = v
	}
	for k, v := range service {
		if v != nil {
			env[k] = interpolate(*v, host)
		} else if hv, ok := host[k]; ok {
			env[k] = hv
		}
	}
	return env
}

// memoServices returns the services of the compose file that run the
// memo image, with their environment and command.
func memoServices(t *testing.T) (map[string]map[string]*string, map[string][]string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "docker-compose.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var c composeFile
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	envs, cmds := map[string]map[string]*string{}, map[string][]string{}
	for name, s := range c.Services {
		if s.Image == "memo:local" {
			envs[name], cmds[name] = s.Environment, s.Command
		}
	}
	if len(envs) < 3 {
		t.Fatalf("memo services %v; want memo, memo-a and memo-b", slices.Sorted(func(yield func(string) bool) {
			for k := range envs {
				if !yield(k) {
					return
				}
			}
		}))
	}
	return envs, cmds
}

// checkAs runs memo check as the container would run serve: its
// command's flags, the container's environment, its files not looked at
// (they are the container's, not this machine's).
func checkAs(t *testing.T, env map[string]string, command []string) (stdout, stderr string, err error) {
	t.Helper()
	if len(command) == 0 || command[0] != "serve" {
		t.Fatalf("command %v: want serve", command)
	}
	var out, errb bytes.Buffer
	args := append([]string{"check", "--files=false"}, command[1:]...)
	err = run(context.Background(), args, strings.NewReader(""), &out, &errb, func(k string) string { return env[k] })
	return out.String(), errb.String(), err
}

// TestComposeServicesPassCheck runs memo check against every memo
// service of docker-compose.yml with the Dockerfile's ENV merged under
// the service's environment, what a container really sees: first with
// what the compose file's header asks the operator to export, then with
// every optional key set too (Google, the Cloud API, the model, the
// alert webhook). Each must pass, and no secret may be printed.
func TestComposeServicesPassCheck(t *testing.T) {
	image := imageEnv(t, filepath.Join("..", "..", "Dockerfile"))
	services, commands := memoServices(t)
	minimal := map[string]string{"MEMO_PAIR_TOKEN": "0123456789abcdef0123456789abcdef", "MEMO_ALLOWED_NUMBERS": "+972501234567"}
	full := map[string]string{
		"MEMO_PAIR_TOKEN": "0123456789abcdef0123456789abcdef", "MEMO_ALLOWED_NUMBERS": "+972501234567",
		"MEMO_POSTGRES_PASSWORD": "pg-secret-0123", "OPENAI_API_KEY": "sk-test-secret-key-0123456789",
		"GOOGLE_CLIENT_ID": "1234.apps.googleusercontent.com", "GOOGLE_CLIENT_SECRET": "GOCSPX-secret-0123",
		"MEMO_PUBLIC_URL": "https://memo.example.com", "MEMO_SECRET_KEY": "secret-key-0123456789abcdef0123456789abcdef",
		"MEMO_OPERATOR": "+972509999999", "MEMO_ALERT_WEBHOOK": "https://hooks.slack.com/services/T0/B0/hooksecret0123",
		"MEMO_CHANNELS": "whatsapp,cloud", "MEMO_WA_CLOUD_TOKEN": "EAAG-cloud-secret-0123", "MEMO_WA_CLOUD_PHONE_ID": "106540352242922",
		"MEMO_WA_CLOUD_APP_SECRET": "app-secret-0123456789", "MEMO_WA_CLOUD_VERIFY_TOKEN": "verify-secret-0123", "MEMO_WA_CLOUD_TEMPLATE": "memo_reminder",
	}
	secrets := []string{"0123456789abcdef0123456789abcdef", "pg-secret-0123", "sk-test-secret-key", "GOCSPX-secret", "secret-key-0123456789",
		"hooksecret0123", "EAAG-cloud-secret", "app-secret-0123456789", "verify-secret-0123"}
	for _, host := range []struct {
		name string
		env  map[string]string
	}{{"minimal", minimal}, {"full", full}} {
		for name, svc := range services {
			t.Run(host.name+"/"+name, func(t *testing.T) {
				env := containerEnv(image, svc, host.env)
				stdout, stderr, err := checkAs(t, env, commands[name])
				if err != nil {
					t.Fatalf("memo check refused %s: %v\n%s", name, err, stderr)
				}
				if !strings.Contains(stdout, "memo serve would start") {
					t.Errorf("memo check said:\n%s", stdout)
				}
				for _, s := range secrets {
					if strings.Contains(stdout+stderr, s) {
						t.Errorf("memo check printed a secret (%s):\n%s", s, stdout)
					}
				}
				if host.name != "full" {
					return
				}
				// Every memo service gets the keys the README says it
				// does: Google, the Cloud API, the model, the operator.
				for _, want := range []string{"GOOGLE_CLIENT_ID  1234.apps.googleusercontent.com", "MEMO_PUBLIC_URL  https://memo.example.com",
					"MEMO_WA_CLOUD_PHONE_ID  106540352242922", "MEMO_OPERATOR  +972509999999", "MEMO_CHANNELS  whatsapp,cloud", "https://hooks.slack.com/…"} {
					if !strings.Contains(squeeze(stdout), want) {
						t.Errorf("%s: %q not in the configuration:\n%s", name, want, stdout)
					}
				}
			})
		}
	}
}

// squeeze folds runs of spaces into two, so tabwriter's columns compare.
func squeeze(s string) string { return regexp.MustCompile(` {2,}`).ReplaceAllString(s, "  ") }

// TestComposeOldImageConflict: the image used to set MEMO_DB=/data/memo.db,
// which the replicas' MEMO_DATABASE_URL met as a conflict, so the
// postgres profile could not start. memo check says so, on a line of its
// own, and exits 2.
func TestComposeOldImageConflict(t *testing.T) {
	image := imageEnv(t, filepath.Join("..", "..", "Dockerfile"))
	if _, ok := image["MEMO_DB"]; ok {
		t.Fatal("the image sets MEMO_DB: the replicas' MEMO_DATABASE_URL conflicts with it")
	}
	old := map[string]string{"MEMO_DB": "/data/memo.db", "MEMO_HTTP": "0.0.0.0:8080"}
	services, commands := memoServices(t)
	env := containerEnv(old, services["memo-a"], map[string]string{"MEMO_PAIR_TOKEN": "0123456789abcdef0123456789abcdef"})
	_, stderr, err := checkAs(t, env, commands["memo-a"])
	var code exitCode
	if !errors.As(err, &code) || code != 2 {
		t.Fatalf("memo check = %v; want exit status 2", err)
	}
	want := "  - both MEMO_DATABASE_URL and MEMO_DB are set: PostgreSQL or a SQLite file, choose one\n"
	if !strings.Contains(stderr, want) {
		t.Errorf("stderr:\n%s\nwant the line %q", stderr, want)
	}
}
