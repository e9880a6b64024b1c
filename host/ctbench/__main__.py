from ctbench.cli import main

raise SystemExit(main())
