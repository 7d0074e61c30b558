import sys

if sys.argv[1] == "message":
    sys.exit("stopped: " + sys.argv[2])
if sys.argv[1] == "none":
    sys.exit()
sys.exit(int(sys.argv[1]))
